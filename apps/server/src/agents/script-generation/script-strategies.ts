import {
  TEST_SCRIPT_SCENARIOS_MAX,
  scenarioSchema,
  testScriptContentSchema,
  type Scenario,
  type ScriptGenerationOptions,
  type TestScriptContent,
} from "@aesop/shared/contracts/test-scripts";
import { applyStrategies, hashSeed } from "../../evaluation/strategies/index";

/**
 * The attack strategies a script asks for per category (issue 36): each scenario of the category
 * gets one more scenario per strategy (or combination), placed right after it, so that results
 * read "held when asked plainly, failed under base64". Seeded by the parent's id and the
 * strategies, so the same options give the same script. Every parent stays; derived scenarios stop
 * at the script's limit, and one a strategy cannot make valid (an encoded message over the length
 * limit) is left out.
 */
export function withAttackStrategies(
  script: TestScriptContent,
  strategies: ScriptGenerationOptions["strategies"],
): TestScriptContent {
  if (strategies.length === 0) return script;
  const byCategory = new Map(strategies.map((entry) => [entry.category, entry.apply]));
  const ids = new Set(script.scenarios.map((scenario) => scenario.id));
  let room = TEST_SCRIPT_SCENARIOS_MAX - script.scenarios.length;
  const scenarios: Scenario[] = [];
  for (const scenario of script.scenarios) {
    scenarios.push(scenario);
    if (scenario.strategy) continue;
    for (const entry of byCategory.get(scenario.category) ?? []) {
      if (room <= 0) break;
      const chosen = typeof entry === "string" ? [entry] : entry;
      const derived = scenarioSchema.safeParse(
        applyStrategies(scenario, chosen, hashSeed(`${scenario.id}:${chosen.join("+")}`)),
      );
      if (!derived.success || ids.has(derived.data.id)) continue;
      ids.add(derived.data.id);
      scenarios.push(derived.data);
      room--;
    }
  }
  return testScriptContentSchema.parse({ ...script, scenarios });
}
