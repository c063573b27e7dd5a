import { describe, expect, it } from "vitest";
import type { HistoryEvent, HistoryRunEvent } from "@aesop/shared/contracts/project-history";
import { historySummary, runOutcome } from "./history-summary";

const version = (n: number, fixes: number[] = [], status: "done" | "running" = "done"): HistoryEvent => ({
  kind: "instructions",
  at: `2026-11-0${n}T09:00:00.000Z`,
  reportId: 10 + n,
  version: n,
  review: { status, score: status === "done" ? 70 : null, findings: status === "done" ? 3 : null },
  fixes: fixes.map((number) => ({ runId: `r${number}`, number })),
});

const run = (number: number, extra: Partial<HistoryRunEvent> = {}): HistoryRunEvent => ({
  kind: "run",
  at: `2026-11-0${number}T10:00:00.000Z`,
  runId: `r${number}`,
  number,
  status: "completed",
  scriptName: "Script",
  targetName: "Target",
  instructionsVersion: 1,
  scenarios: 12,
  passed: 5,
  failed: 7,
  followUp: null,
  ...extra,
});

describe("the project's history in one line", () => {
  it("reads as the issue's loop: a version, its review, a failed run, the fix, its re-test", () => {
    const retest = run(4, {
      scenarios: 7,
      passed: 6,
      failed: 1,
      followUp: {
        kind: "retest",
        parent: { runId: "r3", number: 3 },
        counts: { fixed: 6, stillFailing: 1, newlyFailing: 0 },
      },
    });
    expect(historySummary([version(1), run(3), version(2, [3]), retest])).toBe(
      "v1 → review → Run #3 (7 of 12 scenarios failed) → fix → v2 → review → Run #4 (6 fixed, 1 still failing, 0 newly failing)",
    );
  });

  it("leaves out a review not done yet and says a run is under way", () => {
    expect(historySummary([version(1, [], "running"), run(2, { status: "running" })])).toBe("v1 → Run #2 (under way)");
  });

  it("says one scenario in the singular", () => {
    expect(runOutcome(run(1, { scenarios: 1, failed: 1 }))).toBe("1 of 1 scenario failed");
  });
});
