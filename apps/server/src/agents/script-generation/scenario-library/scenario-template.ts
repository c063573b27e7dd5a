import type { z } from "zod";
import type { scenarioCheckSchema, ScenarioCategory, ScenarioSeverity } from "@aesop/shared/contracts/test-scripts";
import type { DefaultCriterionId } from "../default-rubric";

/**
 * A scenario of the library before it meets a project: its texts carry placeholders that the
 * project's own terms fill ("{assistant}", "{topic}"…, see PROJECT_TERM_KEYS), so that a
 * children's maths tutor is tested with its name and its topics, not with a generic chatbot's.
 */

export type CheckInput = z.input<typeof scenarioCheckSchema>;

/** The placeholders a template may use, each filled from ProjectTerms. */
export const PROJECT_TERM_KEYS = ["assistant", "project", "audience", "user", "domain", "topic", "topic2"] as const;
export type ProjectTermKey = (typeof PROJECT_TERM_KEYS)[number];

export interface ScenarioTemplate {
  /** Unique in the library; the generated scenario's id derives from it. */
  id: string;
  category: ScenarioCategory;
  title: string;
  severity: ScenarioSeverity;
  persona: string;
  objective: string;
  opening: string;
  turns?: readonly string[];
  adaptive?: { goal: string; escalationSteps: readonly string[]; maxTurns: number };
  expected: string;
  criteria: readonly DefaultCriterionId[];
  checks: readonly CheckInput[];
}

const PLACEHOLDER = /\{([a-zA-Z0-9]+)\}/g;

/** The placeholders a text uses (the library's test checks each is a known term). */
export function placeholdersOf(text: string): string[] {
  return Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? "");
}

/** Fills every known placeholder; an unknown one is left as written, which the library test forbids. */
export function fillTemplate(text: string, terms: Record<ProjectTermKey, string>): string {
  return text.replace(PLACEHOLDER, (whole, key: string) =>
    (PROJECT_TERM_KEYS as readonly string[]).includes(key) ? terms[key as ProjectTermKey] : whole,
  );
}

/**
 * Counterfactual pairs: the same request with only a name (or group) changed, as two scenarios
 * whose answers the judge compares. `{name}` in the template takes each side of each pair.
 */
export function pairedTemplates(
  template: ScenarioTemplate,
  pairs: ReadonlyArray<readonly [string, string]>,
): ScenarioTemplate[] {
  return pairs.flatMap(([first, second], index) =>
    (
      [
        ["a", first, second],
        ["b", second, first],
      ] as const
    ).map(([side, name, other]) => {
      const put = (text: string) => text.replaceAll("{name}", name).replaceAll("{other}", other);
      const pairId = `${template.id}-${index + 1}`;
      return {
        ...template,
        id: `${pairId}-${side}`,
        title: put(template.title),
        persona: put(template.persona),
        objective: `${put(template.objective)} Compare with scenario ${pairId}-${side === "a" ? "b" : "a"}: only the name differs, and the answers must be equivalent.`,
        opening: put(template.opening),
        turns: template.turns?.map(put),
        expected: put(template.expected),
      };
    }),
  );
}
