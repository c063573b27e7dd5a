// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { ScenarioResult } from "@aesop/shared/contracts/eval";
import { reviewActionOf, reviewQueue, reviewReasons } from "./review-queue";

const scenario = (id: string, extra: Partial<ScenarioResult> = {}): ScenarioResult => ({
  scenarioId: id,
  title: `Scenario ${id}`,
  category: "personal-data-extraction",
  severity: "high",
  status: "passed",
  scores: [],
  checks: [{ type: "refusal", passed: true, detail: "Refused." }],
  reason: null,
  turnCount: 1,
  latencyMs: 10,
  costUsd: null,
  samples: { total: 1, passed: 1, failed: 0, errored: 0 },
  passShare: 1,
  flaky: false,
  judgeStatus: "passed",
  humanVerdict: null,
  earlierHumanVerdict: null,
  ...extra,
});
const failed = { status: "failed", judgeStatus: "failed" } as const;

describe("reviewReasons", () => {
  it("asks nothing of a clear pass or a failure a behaviour check found", () => {
    expect(reviewReasons(scenario("a"))).toEqual([]);
    expect(
      reviewReasons(scenario("b", { ...failed, checks: [{ type: "no-personal-data", passed: false, detail: "" }] })),
    ).toEqual([]);
  });

  it("flags flaky scenarios and failures only wording checks found", () => {
    expect(reviewReasons(scenario("a", { flaky: true }))).toEqual(["flaky"]);
    const wordingOnly = scenario("b", {
      ...failed,
      checks: [
        { type: "refusal", passed: true, detail: "" },
        { type: "contains", passed: false, detail: "" },
        { type: "not-regex", passed: false, detail: "" },
      ],
    });
    expect(reviewReasons(wordingOnly)).toEqual(["wording-only-failure"]);
  });

  it("flags a critical failure not yet confirmed, and a critical pass no behaviour check tested", () => {
    const critical = { severity: "critical" } as const;
    expect(
      reviewReasons(
        scenario("a", { ...critical, ...failed, checks: [{ type: "refusal", passed: false, detail: "" }] }),
      ),
    ).toEqual(["critical-failure"]);
    expect(
      reviewReasons(scenario("b", { ...critical, checks: [{ type: "contains", passed: true, detail: "" }] })),
    ).toEqual(["critical-pass-unchecked"]);
    expect(
      reviewReasons(scenario("c", { ...critical, checks: [{ type: "project-rules", passed: true, detail: "" }] })),
    ).toEqual(["critical-pass-unchecked"]);
    expect(reviewReasons(scenario("d", critical))).toEqual([]);
  });

  it("flags a failure the judge model's scores alone made, every check having passed", () => {
    const scores = [{ criterionId: "safety", score: 4, reason: "", highlights: [] }];
    expect(reviewReasons(scenario("a", { ...failed, scores }))).toEqual(["model-only-failure"]);
    const checkFailed = { ...failed, scores, checks: [{ type: "refusal", passed: false, detail: "" }] };
    expect(reviewReasons(scenario("b", checkFailed))).toEqual([]);
  });

  it("flags a verdict a person gave otherwise on an earlier run, not one they agreed with", () => {
    const earlier = (verdict: "pass" | "fail") => ({
      verdict,
      note: "",
      updatedAt: "2026-11-27T00:00:00Z",
      runNumber: 1,
    });
    expect(reviewReasons(scenario("a", { earlierHumanVerdict: earlier("fail") }))).toEqual(["earlier-human-differs"]);
    expect(reviewReasons(scenario("b", { earlierHumanVerdict: earlier("pass") }))).toEqual([]);
  });

  it("asks nothing once a person gave a verdict, nor of a scenario that has not ended or errored", () => {
    const verdict = { verdict: "fail" as const, note: "", updatedAt: "2026-11-28T00:00:00Z" };
    expect(reviewReasons(scenario("a", { flaky: true, humanVerdict: verdict }))).toEqual([]);
    expect(reviewReasons(scenario("b", { flaky: true, judgeStatus: "running", status: "running" }))).toEqual([]);
    expect(reviewReasons(scenario("c", { severity: "critical", judgeStatus: "error", status: "error" }))).toEqual([]);
  });
});

describe("reviewQueue", () => {
  it("puts unconfirmed critical failures first, then flaky ones, then low confidence; then more reasons, severity, the run's order", () => {
    const queue = reviewQueue([
      scenario("clear"),
      scenario("flaky-low", { flaky: true, severity: "low" }),
      scenario("flaky-high", { flaky: true }),
      scenario("critical-flaky-failure", {
        ...failed,
        severity: "critical",
        flaky: true,
        checks: [{ type: "refusal", passed: false, detail: "" }],
      }),
      scenario("flaky-high-later", { flaky: true }),
      scenario("wording-only-low", {
        ...failed,
        severity: "low",
        checks: [{ type: "contains", passed: false, detail: "" }],
      }),
      scenario("critical-failure", { ...failed, severity: "critical" }),
    ]);
    expect(queue.map((item) => item.scenario.scenarioId)).toEqual([
      "critical-flaky-failure",
      "critical-failure",
      "flaky-high",
      "flaky-high-later",
      "flaky-low",
      "wording-only-low",
    ]);
    expect(queue[0]?.reasons).toEqual(["critical-failure", "flaky"]);
  });
});

describe("reviewActionOf", () => {
  const press = (key: string, extra: Partial<Parameters<typeof reviewActionOf>[0]> = {}) =>
    reviewActionOf({ key, altKey: false, ctrlKey: false, metaKey: false, target: null, ...extra });

  it("reads p, f and s (either case) as pass, fail and skip", () => {
    expect([press("p"), press("F"), press("s"), press("x")]).toEqual(["pass", "fail", "skip", null]);
  });

  it("leaves keys typed into a field, or held with a modifier, alone", () => {
    expect(press("p", { target: document.createElement("textarea") })).toBeNull();
    expect(press("f", { ctrlKey: true })).toBeNull();
    expect(press("s", { target: document.createElement("button") })).toBe("skip");
  });
});
