import { describe, expect, it } from "vitest";
import type { EvalRun, EvalRunComparison } from "@aesop/shared/contracts/eval";
import {
  comparisonSummary,
  defaultComparison,
  formatCost,
  formatDelta,
  formatPassRate,
  passRateHistory,
  progressPercent,
  sharedRates,
} from "./run-display";

const run = (number: number, status: EvalRun["status"], passRate: number | null): EvalRun => ({
  id: `r${number}`,
  projectId: "p1",
  number,
  status,
  script: { reportId: 1, version: 1, name: "Script" },
  target: {
    id: "t1",
    name: "Mock",
    config: { kind: "openai-compatible", baseUrl: "http://x", model: "m", apiKey: null },
  },
  judge: "guided",
  seed: 1,
  repeats: 1,
  verdictRule: "category-default",
  atLeast: null,
  progress: { total: 4, done: 4, passed: 3, failed: 1, errored: 0 },
  passRate,
  passInterval: null,
  flaky: 0,
  overridden: 0,
  reportId: null,
  error: null,
  createdAt: "2026-11-23T10:00:00Z",
  startedAt: null,
  finishedAt: null,
});

describe("run display", () => {
  it("formats pass rates, costs and deltas as people read them", () => {
    expect([formatPassRate(null), formatPassRate(0.9333), formatPassRate(1)]).toEqual(["—", "93%", "100%"]);
    expect([formatCost(null), formatCost(0), formatCost(0.00042), formatCost(1.234)]).toEqual([
      "—",
      "$0",
      "$0.0004",
      "$1.23",
    ]);
    expect([formatDelta(1.26), formatDelta(-0.5), formatDelta(0), formatDelta(null)]).toEqual([
      "+1.3",
      "−0.5",
      "0",
      "—",
    ]);
  });

  it("reports progress in percent, an empty run at 0", () => {
    expect(progressPercent({ total: 40, done: 10, passed: 9, failed: 1, errored: 0 })).toBe(25);
    expect(progressPercent({ total: 0, done: 0, passed: 0, failed: 0, errored: 0 })).toBe(0);
  });

  it("says the pass rates on the scenarios both runs played when a run played only some", () => {
    const change = (base: "passed" | "failed" | null, head: "passed" | "failed" | null) =>
      ({ base, head }) as EvalRunComparison["scenarios"][number];
    const runs = { base: {} as EvalRun, head: {} as EvalRun };
    // A re-run of the one failed scenario: 0% → 100% there, whatever the parent's overall 67%.
    expect(
      sharedRates({ ...runs, scenarios: [change("failed", "passed"), change("passed", null), change("passed", null)] }),
    ).toBe("On the 1 scenario both runs played: 0% → 100%.");
    expect(sharedRates({ ...runs, scenarios: [change("failed", "passed"), change("passed", "passed")] })).toBeNull();
    expect(sharedRates({ ...runs, scenarios: [change("passed", null), change(null, "passed")] })).toBeNull();
  });

  it("charts the pass rate of ended runs only, oldest first", () => {
    const runs = [run(3, "running", 0.5), run(2, "completed", 0.75), run(1, "completed", 0.5), run(4, "failed", null)];
    expect(passRateHistory(runs)).toEqual([
      { id: "r1", run: "Run #1", passRate: 50 },
      { id: "r2", run: "Run #2", passRate: 75 },
    ]);
  });

  it("compares the newest ended run with the one before it by default", () => {
    expect(defaultComparison([run(3, "running", null), run(2, "completed", 1), run(1, "cancelled", 0.5)])).toEqual({
      head: "r2",
      base: "r1",
    });
    expect(defaultComparison([run(1, "completed", 1)])).toEqual({ head: "r1", base: undefined });
  });

  it("sums a comparison up in a line", () => {
    const change = (c: "improved" | "regressed" | "unchanged" | "within-noise") => ({
      scenarioId: c,
      title: c,
      base: null,
      head: null,
      basePassShare: null,
      headPassShare: null,
      change: c,
    });
    expect(
      comparisonSummary({
        scenarios: [change("improved"), change("unchanged"), change("unchanged"), change("regressed")],
      }),
    ).toBe("1 improved, 1 regressed, 2 unchanged");
    expect(comparisonSummary({ scenarios: [change("within-noise"), change("unchanged")] })).toBe(
      "1 changed within the noise, 1 unchanged",
    );
    expect(comparisonSummary({ scenarios: [] })).toBe("No scenarios to compare");
  });
});
