import { CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import type { EvalRun } from "@aesop/shared/contracts/eval";
import { passRateHistory } from "../utils/run-display";

/** The project's pass rate across its ended runs; the sentence under it says the same in words. */
export function PassRateHistory({ runs }: { runs: readonly EvalRun[] }) {
  const points = passRateHistory(runs);
  if (points.length === 0) return null;
  const summary = `Pass rate across ${points.length} ended run${points.length === 1 ? "" : "s"}: ${points
    .map((point) => `${point.run} ${point.passRate}%`)
    .join(", ")}.`;
  return (
    <figure className="grid min-w-0 gap-2">
      <figcaption className="text-sm font-medium">Pass rate history</figcaption>
      <div aria-hidden="true" className="w-full min-w-0 text-xs">
        <LineChart
          accessibilityLayer={false}
          responsive
          style={{ width: "100%", height: 180 }}
          data={points}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke="var(--color-border)" vertical={false} />
          <XAxis
            dataKey="run"
            stroke="var(--color-muted-foreground)"
            tick={{ fill: "var(--color-muted-foreground)" }}
          />
          <YAxis
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            unit="%"
            width={48}
            stroke="var(--color-muted-foreground)"
            tick={{ fill: "var(--color-muted-foreground)" }}
          />
          <Line
            type="monotone"
            dataKey="passRate"
            stroke="var(--color-primary)"
            strokeWidth={2}
            dot={{ r: 4, fill: "var(--color-primary)" }}
            isAnimationActive={false}
          />
        </LineChart>
      </div>
      <p className="text-sm text-muted-foreground">{summary}</p>
    </figure>
  );
}
