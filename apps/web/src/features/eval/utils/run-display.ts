import type {
  EvalProgress,
  EvalRun,
  EvalRunComparison,
  EvalRunStatus,
  ScenarioResult,
  ScenarioResultStatus,
} from "@aesop/shared/contracts/eval";
import { scenarioCategoryLabel } from "@aesop/shared/contracts/test-scripts";

export const RUN_STATUS_LABELS: Record<EvalRunStatus, string> = {
  queued: "Queued",
  running: "Running",
  completed: "Completed",
  failed: "Failed",
  cancelled: "Cancelled",
};

export const SCENARIO_STATUS_LABELS: Record<ScenarioResultStatus, string> = {
  pending: "Pending",
  running: "Running",
  passed: "Passed",
  failed: "Failed",
  error: "Error",
  cancelled: "Cancelled",
};

export const categoryLabel = scenarioCategoryLabel;

/** A run still has work to do: its page follows the live stream. */
export const isRunActive = (status: EvalRunStatus) => status === "queued" || status === "running";

/** 0.9333 → "93%"; null (nothing scored yet) → "—". */
export function formatPassRate(rate: number | null): string {
  return rate === null ? "—" : `${Math.round(rate * 100)}%`;
}

/** "12 of 40 scenarios done" (or samples, when each scenario is played several times), for the progress bar's text. */
export function progressLabel(progress: EvalProgress, repeats = 1): string {
  return `${progress.done} of ${progress.total} ${repeats > 1 ? "samples" : "scenarios"} done`;
}

/** "95% CI 61–82% (Wilson)": the pass rate's interval in a phrase; empty without one. */
export function formatInterval(run: Pick<EvalRun, "passInterval">): string {
  const interval = run.passInterval;
  if (!interval) return "";
  return `95% CI ${Math.round(interval.low * 100)}–${Math.round(interval.high * 100)}% (${
    interval.method === "wilson" ? "Wilson" : "bootstrap over scenarios"
  })`;
}

/** "7 of 10 samples passed": a scenario's samples, when it has more than one. */
export function sampleShare(scenario: Pick<ScenarioResult, "samples">): string | null {
  const { total, passed, failed } = scenario.samples;
  if (total <= 1) return null;
  return `${passed} of ${passed + failed} samples passed`;
}

export function progressPercent(progress: EvalProgress): number {
  return progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100);
}

export const formatLatency = (ms: number | null) =>
  ms === null ? "—" : ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;

/** Costs are small: four decimals under a cent, two above. */
export const formatCost = (usd: number | null) =>
  usd === null ? "—" : usd === 0 ? "$0" : usd < 0.01 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;

export const runLabel = (run: Pick<EvalRun, "number">) => `Run #${run.number}`;

/** The history chart's points: ended runs with a pass rate, oldest first, in percent. */
export function passRateHistory(runs: readonly EvalRun[]): { run: string; passRate: number; id: string }[] {
  return runs
    .filter((run) => run.passRate !== null && !isRunActive(run.status))
    .toSorted((a, b) => a.number - b.number)
    .map((run) => ({ id: run.id, run: runLabel(run), passRate: Math.round((run.passRate ?? 0) * 100) }));
}

/** "3 improved, 1 regressed, 10 unchanged": the comparison in a line (also the chart's text alternative). */
const SUMMARY_WORDS = {
  improved: "improved",
  regressed: "regressed",
  "within-noise": "changed within the noise",
  unchanged: "unchanged",
  added: "new in the head run",
  removed: "not in the head run",
} as const;

export function comparisonSummary(comparison: Pick<EvalRunComparison, "scenarios">): string {
  const counts = new Map<string, number>();
  for (const scenario of comparison.scenarios) counts.set(scenario.change, (counts.get(scenario.change) ?? 0) + 1);
  const parts = (["improved", "regressed", "within-noise", "unchanged", "added", "removed"] as const)
    .filter((change) => counts.has(change))
    .map((change) => `${counts.get(change)} ${SUMMARY_WORDS[change]}`);
  return parts.length > 0 ? parts.join(", ") : "No scenarios to compare";
}

/**
 * When the two runs did not play the same scenarios (a re-run of the failed ones, a new script version),
 * their pass rates are not comparable: this is the pass rate of each on the scenarios both played.
 */
export function sharedRates(comparison: Pick<EvalRunComparison, "scenarios" | "base" | "head">): string | null {
  const both = comparison.scenarios.filter((scenario) => scenario.base !== null && scenario.head !== null);
  if (both.length === comparison.scenarios.length || both.length === 0) return null;
  const rate = (side: "base" | "head") =>
    formatPassRate(both.filter((scenario) => scenario[side] === "passed").length / both.length);
  const noun = both.length === 1 ? "scenario" : "scenarios";
  return `On the ${both.length} ${noun} both runs played: ${rate("base")} → ${rate("head")}.`;
}

/** +1.5 / −0.5 / 0 with a sign, as a delta reads. */
export function formatDelta(delta: number | null): string {
  if (delta === null) return "—";
  const rounded = Math.round(delta * 10) / 10;
  return rounded > 0 ? `+${rounded}` : rounded < 0 ? `−${Math.abs(rounded)}` : "0";
}

/** Two runs to compare by default: the newest ended run against the one before it. */
export function defaultComparison(runs: readonly EvalRun[]): { base?: string; head?: string } {
  const ended = runs.filter((run) => !isRunActive(run.status)).toSorted((a, b) => b.number - a.number);
  return { head: ended[0]?.id, base: ended[1]?.id };
}
