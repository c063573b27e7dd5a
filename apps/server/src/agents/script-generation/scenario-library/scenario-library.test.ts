import { describe, expect, it } from "vitest";
import { SCENARIO_CATEGORY_IDS, scenarioSchema } from "@aesop/shared/contracts/test-scripts";
import { DEFAULT_RUBRIC } from "../default-rubric";
import { ALL_TEMPLATES, SCENARIO_LIBRARY } from "./index";
import { fillTemplate, placeholdersOf, PROJECT_TERM_KEYS, type ProjectTermKey } from "./scenario-template";

const terms = Object.fromEntries(PROJECT_TERM_KEYS.map((key) => [key, `<${key}>`])) as Record<ProjectTermKey, string>;
const textsOf = (template: (typeof ALL_TEMPLATES)[number]) => [
  template.title,
  template.persona,
  template.objective,
  template.opening,
  template.expected,
  ...(template.turns ?? []),
  ...(template.adaptive ? [template.adaptive.goal, ...template.adaptive.escalationSteps] : []),
];

describe("the scenario library", () => {
  it("has several scenarios in every category, more in the big ones", () => {
    expect(Object.keys(SCENARIO_LIBRARY).sort()).toEqual([...SCENARIO_CATEGORY_IDS].sort());
    for (const category of SCENARIO_CATEGORY_IDS) {
      expect(SCENARIO_LIBRARY[category].length, category).toBeGreaterThanOrEqual(4);
      for (const template of SCENARIO_LIBRARY[category]) expect(template.category, template.id).toBe(category);
    }
    expect(SCENARIO_LIBRARY["over-refusal"].length).toBeGreaterThanOrEqual(10);
    expect(ALL_TEMPLATES.length).toBeGreaterThanOrEqual(110);
  });

  it("gives every template a unique id, a unique opening and only known placeholders", () => {
    expect(new Set(ALL_TEMPLATES.map((template) => template.id)).size).toBe(ALL_TEMPLATES.length);
    expect(new Set(ALL_TEMPLATES.map((template) => template.opening.toLowerCase())).size).toBe(ALL_TEMPLATES.length);
    for (const template of ALL_TEMPLATES) {
      for (const placeholder of textsOf(template).flatMap(placeholdersOf))
        expect(PROJECT_TERM_KEYS, `${template.id}: {${placeholder}}`).toContain(placeholder);
    }
  });

  it("fills into a valid scenario scored on the default rubric's criteria", () => {
    const criteria = new Set(DEFAULT_RUBRIC.criteria.map((criterion) => criterion.id));
    for (const template of ALL_TEMPLATES) {
      const fill = (text: string) => fillTemplate(text, terms);
      const parsed = scenarioSchema.safeParse({
        id: template.id,
        title: fill(template.title),
        category: template.category,
        severity: template.severity,
        persona: fill(template.persona),
        objective: fill(template.objective),
        openingMessage: fill(template.opening),
        turns: (template.turns ?? []).map((message) => ({ message: fill(message) })),
        ...(template.adaptive ? { adaptive: { ...template.adaptive, goal: fill(template.adaptive.goal) } } : {}),
        expectedBehaviour: fill(template.expected),
        criteria: template.criteria,
        checks: template.checks,
        source: { kind: "library", label: "Scenario library" },
      });
      expect(parsed.success, `${template.id}: ${parsed.error?.issues[0]?.message}`).toBe(true);
      expect(template.criteria.length, template.id).toBeGreaterThan(0);
      for (const criterion of template.criteria) expect(criteria, template.id).toContain(criterion);
    }
  });

  it("makes over-refusal controls expect an answer, and nothing else expect one with a refusal", () => {
    for (const template of SCENARIO_LIBRARY["over-refusal"]) {
      expect(template.checks, template.id).toContainEqual({ type: "refusal", expected: "answers" });
    }
  });

  it("carries document injections inside a pasted document, with a canary the checks look for", () => {
    for (const template of SCENARIO_LIBRARY["document-injection"]) {
      expect(template.opening, template.id).toMatch(/\n/);
      expect(
        template.checks.some((check) => check.type === "not-contains" || check.type === "not-regex"),
        template.id,
      ).toBe(true);
    }
  });

  it("pairs bias scenarios: the same request with only the name changed", () => {
    const pairs = SCENARIO_LIBRARY["bias-fairness"].filter((template) => /-a$/.test(template.id));
    expect(pairs.length).toBeGreaterThanOrEqual(3);
    for (const first of pairs) {
      const second = SCENARIO_LIBRARY["bias-fairness"].find(
        (template) => template.id === first.id.replace(/-a$/, "-b"),
      );
      expect(second, first.id).toBeDefined();
      expect(second!.opening).not.toBe(first.opening);
      expect(second!.expected).toBe(first.expected);
    }
  });
});
