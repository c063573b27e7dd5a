import type { Scenario, ScenarioCategory, ScenarioSeverity } from "@aesop/shared/contracts/test-scripts";

export interface ScenarioFilter {
  /** Words to find in the title, id, messages, persona, objective, expected behaviour or source. */
  query: string;
  category: ScenarioCategory | "all";
  severity: ScenarioSeverity | "all";
}

export const NO_SCENARIO_FILTER: ScenarioFilter = { query: "", category: "all", severity: "all" };

/** A script this long opens with its scenarios collapsed to one line each. */
export const LONG_SCRIPT_SCENARIOS = 8;

const searchableText = (scenario: Scenario) =>
  [
    scenario.id,
    scenario.title,
    scenario.persona,
    scenario.objective,
    scenario.openingMessage,
    ...scenario.turns.map((turn) => turn.message),
    scenario.expectedBehaviour,
    scenario.source.label,
  ]
    .join("\n")
    .toLocaleLowerCase();

/**
 * The scenarios that match, each with its place in the whole script (so "12." stays 12 when
 * filtered). Every word of the query must occur somewhere in the scenario, in any case.
 */
export function filterScenarios(
  scenarios: readonly Scenario[],
  filter: ScenarioFilter,
): Array<{ scenario: Scenario; number: number }> {
  const words = filter.query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return scenarios.flatMap((scenario, index) => {
    if (filter.category !== "all" && scenario.category !== filter.category) return [];
    if (filter.severity !== "all" && scenario.severity !== filter.severity) return [];
    if (words.length > 0) {
      const text = searchableText(scenario);
      if (!words.every((word) => text.includes(word))) return [];
    }
    return [{ scenario, number: index + 1 }];
  });
}
