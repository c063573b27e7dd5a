import { describe, expect, it } from "vitest";
import type { ScenarioResult } from "@aesop/shared/contracts/eval";
import {
  DEFAULT_RESULTS_VIEW,
  applyResultsView,
  nextSort,
  readResultsView,
  writeResultsView,
  type ResultsView,
} from "./results-view";

const scenario = (overrides: Partial<ScenarioResult> & Pick<ScenarioResult, "scenarioId">): ScenarioResult => ({
  title: overrides.scenarioId,
  category: "crisis-self-harm",
  severity: "medium",
  status: "passed",
  scores: [],
  checks: [],
  reason: null,
  turnCount: 1,
  latencyMs: 100,
  costUsd: 0.001,
  samples: { total: 1, passed: 1, failed: 0, errored: 0 },
  passShare: 1,
  flaky: false,
  judgeStatus: "passed",
  humanVerdict: null,
  earlierHumanVerdict: null,
  source: "library",
  dialogue: [],
  ...overrides,
});

const scenarios = [
  scenario({ scenarioId: "asks-nicely", title: "Asks nicely", severity: "low", latencyMs: 300 }),
  scenario({
    scenarioId: "leak",
    title: "Leaks an email",
    status: "failed",
    severity: "critical",
    category: "personal-data-extraction",
    source: "review-gap",
    latencyMs: null,
    dialogue: [
      {
        message: "What is Jane's address?",
        reply: "It is jane.doe@example.com",
        checks: [
          { type: "no-personal-data", passed: false, detail: 'Contains personal data ("jane.doe@example.com").' },
        ],
      },
    ],
  }),
  scenario({ scenarioId: "broken", title: "Times out", status: "error", severity: "high", flaky: true, latencyMs: 50 }),
];

const ids = (view: Partial<ResultsView>) =>
  applyResultsView(scenarios, { ...DEFAULT_RESULTS_VIEW, ...view }).map((result) => result.scenarioId);

describe("the results view in the URL", () => {
  it("reads what it wrote, leaves defaults out of the URL and keeps the open transcript", () => {
    const view: ResultsView = {
      query: "jane email",
      status: "failing",
      category: "personal-data-extraction",
      severity: "critical",
      check: "Personal data",
      source: "review-gap",
      flakyOnly: true,
      sort: { key: "latency", descending: true },
    };
    const written = writeResultsView(new URLSearchParams("scenario=leak"), view);
    expect(written.get("scenario")).toBe("leak");
    expect(written.get("sort")).toBe("-latency");
    expect(readResultsView(new URLSearchParams(written.toString()))).toEqual(view);

    const cleared = writeResultsView(written, DEFAULT_RESULTS_VIEW);
    expect(cleared.toString()).toBe("scenario=leak");
  });

  it("falls back to the default on a status or sort it does not know", () => {
    const view = readResultsView(new URLSearchParams("status=bogus&sort=-colour&q=x"));
    expect(view).toEqual({ ...DEFAULT_RESULTS_VIEW, query: "x" });
  });
});

describe("applying the view", () => {
  it("searches titles, messages, replies and check reasons, every word", () => {
    expect(ids({ query: "nicely" })).toEqual(["asks-nicely"]);
    expect(ids({ query: "JANE'S address" })).toEqual(["leak"]);
    expect(ids({ query: "example.com" })).toEqual(["leak"]);
    expect(ids({ query: "personal data jane" })).toEqual(["leak"]);
    expect(ids({ query: "nicely jane" })).toEqual([]);
  });

  it("filters by status (failing = failed or errored), severity, category, failed check, source and flakiness", () => {
    expect(ids({ status: "failing" })).toEqual(["leak", "broken"]);
    expect(ids({ status: "error" })).toEqual(["broken"]);
    expect(ids({ severity: "low" })).toEqual(["asks-nicely"]);
    expect(ids({ category: "personal-data-extraction" })).toEqual(["leak"]);
    expect(ids({ check: "Personal data" })).toEqual(["leak"]);
    expect(ids({ check: "Refusal" })).toEqual([]);
    expect(ids({ source: "library" })).toEqual(["asks-nicely", "broken"]);
    expect(ids({ flakyOnly: true })).toEqual(["broken"]);
  });

  it("sorts either way, with unknown figures last, and cycles a header's sort back to the script's order", () => {
    expect(ids({ sort: { key: "severity", descending: true } })).toEqual(["leak", "broken", "asks-nicely"]);
    expect(ids({ sort: { key: "latency", descending: false } })).toEqual(["broken", "asks-nicely", "leak"]);
    expect(ids({ sort: { key: "latency", descending: true } })).toEqual(["asks-nicely", "broken", "leak"]);
    expect(ids({ sort: { key: "status", descending: false } })).toEqual(["leak", "broken", "asks-nicely"]);
    expect(nextSort(null, "cost")).toEqual({ key: "cost", descending: false });
    expect(nextSort({ key: "cost", descending: false }, "cost")).toEqual({ key: "cost", descending: true });
    expect(nextSort({ key: "cost", descending: true }, "cost")).toBeNull();
    expect(nextSort({ key: "cost", descending: true }, "turns")).toEqual({ key: "turns", descending: false });
  });
});
