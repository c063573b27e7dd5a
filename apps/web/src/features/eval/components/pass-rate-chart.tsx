import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from "recharts";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export interface PassRateBar {
  label: string;
  passed: number;
  total: number;
  /** 0–100, null when nothing of it was scored. */
  passRate: number | null;
  /** Extra column (mean score of a criterion). */
  extra?: string;
}

/**
 * Pass rate per category, severity or criterion as horizontal bars. The chart is a picture for
 * the eye (hidden from assistive technology); the table under it carries the same figures.
 */
export function PassRateChart({
  title,
  bars,
  extraHeading,
}: {
  title: string;
  bars: readonly PassRateBar[];
  extraHeading?: string;
}) {
  // A group with nothing scored yet has no bar; its label says so instead of a misleading 0%.
  const data = bars.map((bar) => ({
    ...bar,
    value: bar.passRate ?? 0,
    valueLabel: bar.passRate === null ? "not scored yet" : `${bar.passRate}%`,
  }));
  const height = Math.max(80, bars.length * 36 + 40);
  return (
    <figure className="grid min-w-0 gap-3 rounded-lg border p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      {bars.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing scored yet.</p>
      ) : (
        <>
          <div aria-hidden="true" className="w-full min-w-0 text-xs">
            <BarChart
              accessibilityLayer={false}
              responsive
              style={{ width: "100%", height }}
              data={data}
              layout="vertical"
              margin={{ top: 0, right: 48, bottom: 0, left: 0 }}
            >
              <CartesianGrid horizontal={false} stroke="var(--color-border)" />
              <XAxis
                type="number"
                domain={[0, 100]}
                ticks={[0, 50, 100]}
                unit="%"
                stroke="var(--color-muted-foreground)"
                tick={{ fill: "var(--color-muted-foreground)" }}
              />
              <YAxis
                type="category"
                dataKey="label"
                width={140}
                stroke="var(--color-muted-foreground)"
                tick={{ fill: "var(--color-foreground)" }}
              />
              <Bar dataKey="value" fill="var(--color-primary)" radius={[0, 4, 4, 0]} isAnimationActive={false}>
                <LabelList dataKey="valueLabel" position="right" fill="var(--color-foreground)" />
              </Bar>
            </BarChart>
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">Show the figures</summary>
            <Table aria-label={title} className="mt-2">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Name</TableHead>
                  <TableHead scope="col">Passed</TableHead>
                  <TableHead scope="col">Pass rate</TableHead>
                  {extraHeading && <TableHead scope="col">{extraHeading}</TableHead>}
                </TableRow>
              </TableHeader>
              <TableBody>
                {bars.map((bar) => (
                  <TableRow key={bar.label}>
                    <TableHead scope="row" className="font-normal text-foreground">
                      {bar.label}
                    </TableHead>
                    <TableCell>
                      {bar.passed} of {bar.total}
                    </TableCell>
                    <TableCell>{bar.passRate === null ? "—" : `${bar.passRate}%`}</TableCell>
                    {extraHeading && <TableCell>{bar.extra ?? "—"}</TableCell>}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </details>
        </>
      )}
    </figure>
  );
}
