import { describe, expect, it } from "vitest";
import { scriptGenerationOptionsSchema, TEST_SCRIPT_SCENARIOS_MAX } from "@aesop/shared/contracts/test-scripts";
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
    const every = base.scenarios.map((scenario) => scenario.category);
    const options = strategies(
      [...new Set(every)].map((category) => ({
        category,
        apply: ["base64", "hex", "rot13", "leetspeak", "homoglyph", "roleplay", "authority", "urgency"],
      })),
    );
    const script = withAttackStrategies(base, options);
    expect(script.scenarios).toHaveLength(TEST_SCRIPT_SCENARIOS_MAX);
    for (const parent of base.scenarios) expect(script.scenarios.some((s) => s.id === parent.id)).toBe(true);
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
