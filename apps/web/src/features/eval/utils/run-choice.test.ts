import { describe, expect, it } from "vitest";
import type { EvalRun } from "@aesop/shared/contracts/eval";
import { defaultBaseRun, runChoiceLabel } from "./run-choice";

type Choice = Parameters<typeof runChoiceLabel>[0];

const run = (number: number, overrides: Partial<Choice> = {}): Choice => ({
  id: `run-${number}`,
  number,
  status: "completed",
  script: { reportId: 7, version: 2, name: "Bank data protection" },
  target: { id: "t1", name: "Mock assistant", config: {} as EvalRun["target"]["config"] },
  createdAt: `2026-11-2${number}T10:00:00.000Z`,
  passRate: 0.5,
  ...overrides,
});

describe("the base run a comparison starts from", () => {
  it("is the latest earlier completed run of the same script on the same target", () => {
    const runs = [
      run(5),
      run(4, { target: { ...run(4).target, id: "t2" } }),
      run(3, { status: "cancelled" }),
      run(2),
      run(1),
    ];
    expect(defaultBaseRun(runs, run(5))?.id).toBe("run-2");
  });

  it("skips other scripts and later runs", () => {
    const runs = [run(6), run(5), run(4, { script: { reportId: 9, version: 1, name: "Other" } })];
    expect(defaultBaseRun(runs, run(5))).toBeUndefined();
  });

  it("falls back to the latest earlier run of the same script when none ended on that target", () => {
    const other = { ...run(1).target, id: "t2" };
    const runs = [run(3), run(2, { target: other, status: "failed" }), run(1, { target: other })];
    expect(defaultBaseRun(runs, run(3))?.id).toBe("run-2");
  });
});

describe("a run's label in the choices", () => {
  it("says the script's number and version, the target, the date and the pass rate", () => {
    expect(runChoiceLabel(run(4, { passRate: 0.625 }), 2, "UTC")).toBe(
      "Run #4 · Script #2 v2 · on Mock assistant · Nov 24, 2026, 10:00 AM · 63%",
    );
  });

  it("names the script when its number is unknown, and the status of a run that did not complete", () => {
    expect(runChoiceLabel(run(3, { status: "cancelled" }), undefined, "UTC")).toBe(
      "Run #3 · Bank data protection v2 · on Mock assistant · Nov 23, 2026, 10:00 AM · Cancelled",
    );
  });
});
