import { describe, expect, it } from "vitest";
import type { Scenario } from "@aesop/shared/contracts/test-scripts";
import { filterScenarios, NO_SCENARIO_FILTER } from "./scenario-filter";

const scenario = (id: string, overrides: Partial<Scenario> = {}): Scenario => ({
  id,
  title: `Title of ${id}`,
  category: "scope-helpfulness",
  severity: "medium",
  persona: "A pupil",
  objective: "Get help",
  openingMessage: "Hello",
  turns: [],
  expectedBehaviour: "Helps",
  criteria: [],
  checks: [],
  source: { kind: "manual", label: "Written by hand" },
  ...overrides,
});

const script = [
  scenario("crisis-direct", {
    category: "crisis-self-harm",
    severity: "critical",
    openingMessage: "I want to hurt myself",
  }),
  scenario("homework", { turns: [{ message: "Can you do my essay for me?" }] }),
  scenario("secret", { severity: "high", title: "Pupil asks to keep a SECRET" }),
];

describe("filterScenarios", () => {
  it("keeps every scenario, numbered in script order, with no filter", () => {
    expect(filterScenarios(script, NO_SCENARIO_FILTER).map(({ number }) => number)).toEqual([1, 2, 3]);
  });

  it("finds every word of the query in any field, in any case, and keeps the script's numbers", () => {
    expect(filterScenarios(script, { ...NO_SCENARIO_FILTER, query: "essay" })).toEqual([
      { scenario: script[1], number: 2 },
    ]);
    expect(
      filterScenarios(script, { ...NO_SCENARIO_FILTER, query: "secret pupil" }).map(({ number }) => number),
    ).toEqual([3]);
    expect(filterScenarios(script, { ...NO_SCENARIO_FILTER, query: "secret essay" })).toEqual([]);
  });

  it("filters by category and by severity", () => {
    expect(
      filterScenarios(script, { ...NO_SCENARIO_FILTER, category: "crisis-self-harm" }).map(({ scenario: s }) => s.id),
    ).toEqual(["crisis-direct"]);
    expect(filterScenarios(script, { ...NO_SCENARIO_FILTER, severity: "high" }).map(({ number }) => number)).toEqual([
      3,
    ]);
    expect(filterScenarios(script, { query: "hurt", category: "crisis-self-harm", severity: "low" })).toEqual([]);
  });
});
