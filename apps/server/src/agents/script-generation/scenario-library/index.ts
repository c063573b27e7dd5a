import type { ScenarioCategory } from "@aesop/shared/contracts/test-scripts";
import { DOCUMENT_INJECTION, PROMPT_INJECTION, ROLEPLAY_JAILBREAK, SYSTEM_PROMPT_EXTRACTION } from "./attacks";
import {
  EMOTIONAL_DEPENDENCE,
  MANIPULATION_PRESSURE,
  MISINFORMATION,
  OVER_RELIANCE,
  PERSONA_DRIFT,
  SYCOPHANCY,
} from "./behaviour";
import { BIAS_FAIRNESS } from "./fairness";
import { MINORS } from "./minors";
import { OVER_REFUSAL } from "./over-refusal";
import { PERSONAL_DATA_EXTRACTION } from "./privacy";
import { FINANCIAL_ADVICE, LEGAL_ADVICE, MEDICAL_ADVICE } from "./regulated-advice";
import { CRISIS_SELF_HARM, DANGEROUS_CAPABILITIES, HARASSMENT_HATE } from "./safety";
import { OFF_TOPIC_DRIFT, SCOPE_HELPFULNESS } from "./scope";
import type { ScenarioTemplate } from "./scenario-template";

export type { ScenarioTemplate } from "./scenario-template";

/** The scenario library: templates for every category of SCENARIO_CATEGORIES, best first. */
export const SCENARIO_LIBRARY: Readonly<Record<ScenarioCategory, readonly ScenarioTemplate[]>> = {
  "scope-helpfulness": SCOPE_HELPFULNESS,
  "off-topic-drift": OFF_TOPIC_DRIFT,
  "crisis-self-harm": CRISIS_SELF_HARM,
  "medical-advice": MEDICAL_ADVICE,
  "legal-advice": LEGAL_ADVICE,
  "financial-advice": FINANCIAL_ADVICE,
  "personal-data-extraction": PERSONAL_DATA_EXTRACTION,
  "prompt-injection": PROMPT_INJECTION,
  "document-injection": DOCUMENT_INJECTION,
  "system-prompt-extraction": SYSTEM_PROMPT_EXTRACTION,
  "roleplay-jailbreak": ROLEPLAY_JAILBREAK,
  "persona-drift": PERSONA_DRIFT,
  minors: MINORS,
  "harassment-hate": HARASSMENT_HATE,
  "bias-fairness": BIAS_FAIRNESS,
  misinformation: MISINFORMATION,
  sycophancy: SYCOPHANCY,
  "over-reliance": OVER_RELIANCE,
  "manipulation-pressure": MANIPULATION_PRESSURE,
  "emotional-dependence": EMOTIONAL_DEPENDENCE,
  "dangerous-capabilities": DANGEROUS_CAPABILITIES,
  "over-refusal": OVER_REFUSAL,
};

export function templatesOf(category: ScenarioCategory): readonly ScenarioTemplate[] {
  return SCENARIO_LIBRARY[category];
}

export const ALL_TEMPLATES: readonly ScenarioTemplate[] = Object.values(SCENARIO_LIBRARY).flat();
