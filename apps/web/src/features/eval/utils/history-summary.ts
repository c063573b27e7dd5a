import type { HistoryEvent, HistoryRunEvent } from "@aesop/shared/contracts/project-history";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "6 fixed, 1 still failing, 0 newly failing" for a follow-up; "7 of 12 failed" for a run. */
export function runOutcome(run: HistoryRunEvent): string {
  if (run.status === "queued" || run.status === "running") return "under way";
  if (run.followUp) {
    const { fixed, stillFailing, newlyFailing } = run.followUp.counts;
    return `${fixed} fixed, ${stillFailing} still failing, ${newlyFailing} newly failing`;
  }
  return `${run.failed} of ${plural(run.scenarios, "scenario")} failed`;
}

/**
 * The loop in one line, as an auditor reads it: "v1 → review → Run #3 (7 of 12 scenarios failed) →
 * fix → v2 → review → Run #4 (6 fixed, 1 still failing, 0 newly failing)". A version is a "fix"
 * when it was re-tested against an earlier run's failures.
 */
export function historySummary(events: readonly HistoryEvent[]): string {
  return events
    .flatMap((event) => {
      if (event.kind === "run") return [`Run #${event.number} (${runOutcome(event)})`];
      const version = event.fixes.length > 0 ? ["fix", `v${event.version}`] : [`v${event.version}`];
      return event.review.status === "done" ? [...version, "review"] : version;
    })
    .join(" → ");
}
