import { describe, expect, it } from "vitest";
import {
  scriptGenerationOptionsSchema,
  testScriptContentSchema,
  TEST_SCRIPT_SCENARIOS_MAX,
} from "@aesop/shared/contracts/test-scripts";
import { generateTestScript } from "./generate-script";
import { EMPTY_PROJECT } from "./script-projects.fixture";
import { withAttackStrategies } from "./script-strategies";

const base = generateTestScript(EMPTY_PROJECT);
const strategies = (input: unknown) => scriptGenerationOptionsSchema.parse({ strategies: input }).strategies;

describe("a script's attack strategies per category", () => {
  it("puts each derived scenario right after its parent, only for the categories chosen", () => {
    const script = withAttackStrategies(
      base,
      strategies([{ category: "dangerous-capabilities", apply: ["base64", ["roleplay", "rot13"]] }]),
    );
    const parents = base.scenarios.filter((scenario) => scenario.category === "dangerous-capabilities");
    expect(parents.length).toBeGreaterThan(0);
    expect(script.scenarios).toHaveLength(base.scenarios.length + parents.length * 2);
    for (const parent of parents) {
      const at = script.scenarios.findIndex((scenario) => scenario.id === parent.id);
      expect(script.scenarios[at + 1]?.strategy).toEqual({ ids: ["base64"], parentId: parent.id });
      expect(script.scenarios[at + 2]?.strategy).toEqual({ ids: ["roleplay", "rot13"], parentId: parent.id });
    }
    const others = script.scenarios.filter((scenario) => scenario.category !== "dangerous-capabilities");
    expect(others.every((scenario) => scenario.strategy === undefined)).toBe(true);
  });

  it("gives the same script for the same options, and none without strategies", () => {
    const options = strategies([{ category: "prompt-injection", apply: ["crescendo", "many-shot"] }]);
    expect(withAttackStrategies(base, options)).toEqual(withAttackStrategies(base, options));
    expect(withAttackStrategies(base, [])).toBe(base);
  });

  it("keeps every parent and stops derived scenarios at the script's limit", () => {
    // The generated script alone (40 scenarios, 8 strategies each) stays far below 5,000: copies
    // of it with their own ids make enough parents for the strategies to overrun the limit
    // (700 × 9 = 6,300), so the count below only holds if the limit is enforced.
    const parents = Array.from({ length: 700 }, (_, index) => ({
      ...base.scenarios[index % base.scenarios.length]!,
      id: `parent-${index + 1}`,
    }));
    expect(parents.length * 9).toBeGreaterThan(TEST_SCRIPT_SCENARIOS_MAX);
    const every = parents.map((scenario) => scenario.category);
    const options = strategies(
      [...new Set(every)].map((category) => ({
        category,
        apply: ["base64", "hex", "rot13", "leetspeak", "homoglyph", "roleplay", "authority", "urgency"],
      })),
    );
    const script = withAttackStrategies({ ...base, scenarios: parents }, options);
    expect(script.scenarios).toHaveLength(TEST_SCRIPT_SCENARIOS_MAX);
    const ids = new Set(script.scenarios.map((scenario) => scenario.id));
    for (const parent of parents) expect(ids.has(parent.id)).toBe(true);
    expect(script.scenarios.filter((scenario) => scenario.strategy)).toHaveLength(
      TEST_SCRIPT_SCENARIOS_MAX - parents.length,
    );
  });

  it("refuses a script over the limit with the limit in words", () => {
    const over = {
      ...base,
      scenarios: Array.from({ length: TEST_SCRIPT_SCENARIOS_MAX + 1 }, (_, index) => ({
        ...base.scenarios[index % base.scenarios.length]!,
        id: `scenario-${index + 1}`,
      })),
    };
    const parsed = testScriptContentSchema.safeParse(over);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(
      `A test script can have at most ${TEST_SCRIPT_SCENARIOS_MAX} scenarios.`,
    );
    expect(testScriptContentSchema.safeParse({ ...over, scenarios: over.scenarios.slice(1) }).success).toBe(true);
  });

  it("refuses a category given twice, an unknown strategy and an empty list", () => {
    for (const input of [
      [
        { category: "minors", apply: ["base64"] },
        { category: "minors", apply: ["hex"] },
      ],
      [{ category: "minors", apply: ["morse"] }],
      [{ category: "minors", apply: [] }],
    ]) {
      expect(scriptGenerationOptionsSchema.safeParse({ strategies: input }).success).toBe(false);
    }
  });
});
