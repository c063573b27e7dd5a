import { describe, expect, it } from "vitest";
import {
  SCENARIO_CATEGORY_IDS,
  SCRIPT_SIZES,
  scenarioCategoryLabel,
  type ScriptSize,
} from "@aesop/shared/contracts/test-scripts";
import { CATEGORY_SCORING } from "./category-scoring";
import { DEFAULT_RUBRIC } from "./default-rubric";
import { generateTestScript } from "./generate-script";
import { SCENARIO_LIBRARY } from "./scenario-library/index";
import { EMPTY_PROJECT } from "./script-projects.fixture";

/**
 * A scenario category cannot be half-added (issue 31, item 5): each category of the shared list
 * has a label, library templates, scoring for scenarios that do not come from the library, and a
 * place in the scripts of every size. The types already ask for a key per category; these ask
 * that what stands behind the key can be used.
 */
const SIZES = Object.keys(SCRIPT_SIZES) as ScriptSize[];
const criteria = new Set(DEFAULT_RUBRIC.criteria.map((criterion) => criterion.id));

describe("every scenario category is whole", () => {
  it("has templates and scoring for exactly the shared list's categories", () => {
    expect(Object.keys(SCENARIO_LIBRARY).sort()).toEqual([...SCENARIO_CATEGORY_IDS].sort());
    expect(Object.keys(CATEGORY_SCORING).sort()).toEqual([...SCENARIO_CATEGORY_IDS].sort());
  });

  it.each(SCENARIO_CATEGORY_IDS)("%s: a label, templates and scoring on the default rubric", (category) => {
    expect(scenarioCategoryLabel(category)).not.toBe(category);
    expect(SCENARIO_LIBRARY[category].length).toBeGreaterThan(0);
    const scoring = CATEGORY_SCORING[category];
    expect(scoring.criteria.length).toBeGreaterThan(0);
    for (const criterion of scoring.criteria) expect(criteria).toContain(criterion);
  });

  it.each(SIZES)("is reached by a %s script that asks for it alone", (size) => {
    for (const category of SCENARIO_CATEGORY_IDS) {
      const script = generateTestScript({ ...EMPTY_PROJECT, options: { size, categories: [category] } });
      expect(
        script.scenarios.some((scenario) => scenario.category === category),
        `${category} in a ${size} script`,
      ).toBe(true);
    }
  });

  it("is reached by a thorough script of a project with nothing yet", () => {
    const script = generateTestScript({ ...EMPTY_PROJECT, options: { size: "thorough", categories: [] } });
    const reached = new Set(script.scenarios.map((scenario) => scenario.category));
    expect(SCENARIO_CATEGORY_IDS.filter((category) => !reached.has(category))).toEqual([]);
  });
});
