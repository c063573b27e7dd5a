import { describe, expect, it } from "vitest";
import type { AgreementDisagreement } from "@aesop/shared/contracts/eval";
import { disagreementKey, disagreementLabel, disagreementLink, toAgreementFilter } from "./agreement-source";

const pair = { judge: "pass", human: "fail", note: "" } as const;
const onRun: AgreementDisagreement = {
  source: "eval",
  runId: "r1",
  runNumber: 2,
  scenarioId: "leak-direct",
  title: "Leaks an e-mail",
  ...pair,
};
const inCave: AgreementDisagreement = {
  source: "cave",
  sessionId: "s1",
  sessionNumber: 3,
  turnId: "t9",
  turnNumber: 4,
  title: "Leaks an e-mail",
  ...pair,
};

describe("the agreement's sources", () => {
  it("reads the filter from the URL, every verdict by default", () => {
    expect(toAgreementFilter("cave")).toBe("cave");
    expect(toAgreementFilter("eval")).toBe("eval");
    expect(toAgreementFilter(null)).toBe("all");
    expect(toAgreementFilter("both")).toBe("all");
  });

  it("links a run's scenario to its transcript and a Cave reply to its turn on the session page", () => {
    expect(disagreementLink("p1", onRun)).toMatch(/^\/projects\/p1\/eval-runs\/r1\b.*leak-direct/);
    expect(disagreementLink("p1", inCave)).toBe("/projects/p1/cave-sessions/s1#turn-t9");
    expect(disagreementLabel(onRun)).toBe("Run #2: Leaks an e-mail");
    expect(disagreementLabel(inCave)).toBe("Cave session #3, turn 4: Leaks an e-mail");
    expect(disagreementKey(onRun)).not.toBe(disagreementKey(inCave));
  });
});
