import type { EvalRun } from "@aesop/shared/contracts/eval";
import { formatDateTime } from "@/lib/format-date";
import { formatPassRate, RUN_STATUS_LABELS, runLabel } from "./run-display";

type Choice = Pick<EvalRun, "id" | "number" | "status" | "script" | "target" | "createdAt" | "passRate">;

const startedBefore = (run: Choice, head: Choice) =>
  Date.parse(run.createdAt) < Date.parse(head.createdAt) ||
  (run.createdAt === head.createdAt && run.number < head.number);

/**
 * The run to compare a run with when none is chosen: the latest run before it of the same script
 * that ended (completed) on the same target; else the latest before it of the same script. A re-run
 * counts as a run: comparing with it is what its builder wants next.
 */
export function defaultBaseRun<T extends Choice>(runs: readonly T[], head: Choice): T | undefined {
  const earlier = runs
    .filter((run) => run.id !== head.id && run.script.reportId === head.script.reportId && startedBefore(run, head))
    .toSorted((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.number - a.number);
  return earlier.find((run) => run.status === "completed" && run.target.id === head.target.id) ?? earlier[0];
}

/**
 * A run as a choice in a list: what tells two runs apart, "Run #4 · Script #2 v3 · on Mock target ·
 * Nov 28, 2026, 2:03 PM · 62%" (the script's own number when known, else its name).
 */
export function runChoiceLabel(run: Choice, scriptNumber: number | undefined, timeZone?: string): string {
  const script = scriptNumber === undefined ? run.script.name : `Script #${scriptNumber}`;
  return [
    runLabel(run),
    `${script} v${run.script.version}`,
    `on ${run.target.name}`,
    formatDateTime(run.createdAt, timeZone),
    run.status === "completed" ? formatPassRate(run.passRate) : RUN_STATUS_LABELS[run.status],
  ]
    .filter(Boolean)
    .join(" · ");
}
