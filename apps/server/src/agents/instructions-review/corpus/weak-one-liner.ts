import type { ExpectedStatuses } from "./instruction-sample";

export const title = "Weak one-liner";

export const instructions = "You are a helpful assistant.";

/**
 * A role and nothing else: nothing tells who uses it or where, so every dimension is judged relevant (labelling
 * guide, Relevance); every dimension that needs a rule is missing, the purpose (a generic role) partial.
 */
export const expected: ExpectedStatuses = {
  purpose: "partial",
  audience: "missing",
  scope: "missing",
  "refusal-style": "missing",
  "safety-escalation": "missing",
  privacy: "missing",
  "regulated-advice": "missing",
  honesty: "missing",
  tone: "missing",
  "output-format": "missing",
  "prompt-injection": "missing",
  "minors-vulnerable": "missing",
  fairness: "missing",
  // Properties of the text (labelling guide): one rule has nothing to conflict with, and no vague word.
  contradictions: "covered",
  "vague-wording": "covered",
};
