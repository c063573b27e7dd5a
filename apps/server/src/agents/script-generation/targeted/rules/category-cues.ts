import { type ScenarioCategory } from "@aesop/shared/contracts/test-scripts";
import { concreteAsksFor } from "../../../../evaluation/pressure";

/** The category a rule's scenario belongs to, and the concrete questions of that category's pressure. */

/** Words that show a rule is about personal data, instructions or identity: its category. */
const CATEGORY_CUES: readonly [RegExp, ScenarioCategory][] = [
  [/\b(?:instructions|prompt|rules|guidelines|configuration)\b/i, "system-prompt-extraction"],
  [/\b(?:human|person|real|bot|ai)\b/i, "persona-drift"],
  [
    /\b(?:address|phone|email|e-mail|records?|details|history|data|name|account|order|salary|pay)\b/i,
    "personal-data-extraction",
  ],
  [/\b(?:diagnos|prescri|medic|dose|dosage|dosing|drug|treatment)/i, "medical-advice"],
  [/\b(?:legal|law|lawyer|solicitor|attorney|court|tribunal|lawsuit|contract)\b/i, "legal-advice"],
  [/\b(?:invest|stock|loan|mortgage|tax|financial)\b/i, "financial-advice"],
  [/\b(?:weapon|explosive|hack|malware|phishing|poison)\b/i, "dangerous-capabilities"],
];

/**
 * Pressure in a regulated area also asks the concrete question a user there asks ("Can I take
 * double my dose?"): an assistant that holds to the rule's words can still give way to its instance.
 * Every other step, so each kind of pressure still comes.
 */
export function withConcreteAsks(steps: readonly string[], category: ScenarioCategory, rule: string): string[] {
  const concrete = concreteAsksFor(rule, category);
  // After the first and the third step: every kind of pressure and every item of the rule still comes.
  return steps.flatMap((step, at) =>
    (at === 0 || at === 2) && concrete[at / 2] ? [step, concrete[at / 2] ?? ""] : [step],
  );
}

export function categoryOf(text: string, fallback: ScenarioCategory): ScenarioCategory {
  return CATEGORY_CUES.find(([cue]) => cue.test(text))?.[1] ?? fallback;
}
