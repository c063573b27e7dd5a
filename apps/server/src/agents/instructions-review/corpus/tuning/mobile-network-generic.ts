import type { LabelledSample } from "../labelled-sample";

/** Three generic sentences: a generic role, generic users, a single tone word. Tests that generic wording is partial, not covered, and silence missing. */
export const mobileNetworkGeneric: LabelledSample = {
  id: "mobile-network-generic",
  title: "Three-sentence mobile network helper",
  domain: "retail",
  instructions: `You are a helpful assistant for Skyline Mobile.
Help customers with their questions.
Be professional.`,
  expected: {
    purpose: "partial",
    audience: "partial",
    scope: "missing",
    "refusal-style": "missing",
    "safety-escalation": "missing",
    privacy: "missing",
    "regulated-advice": "missing",
    honesty: "missing",
    tone: "partial",
    "output-format": "missing",
    "prompt-injection": "missing",
    "minors-vulnerable": "missing",
    fairness: "missing",
    contradictions: "covered",
    "vague-wording": "covered",
  },
  contradictions: [],
  harmful: [],
  vague: [],
};
