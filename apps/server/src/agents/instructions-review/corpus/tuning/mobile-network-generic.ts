import type { LabelledSample } from "../labelled-sample";

/** Three generic sentences: a generic role, generic users, a single tone word. Tests that generic wording is partial, not covered, and silence missing where a dimension arises. */
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
    // Public customers with no stated scope or ages: bill arrears and younger customers are plausible, so these arise.
    "safety-escalation": "missing",
    privacy: "missing",
    "regulated-advice": "covered",
    honesty: "missing",
    tone: "partial",
    "output-format": "missing",
    "prompt-injection": "covered",
    "minors-vulnerable": "missing",
    fairness: "covered",
    contradictions: "covered",
    "vague-wording": "covered",
  },
  contradictions: [],
  harmful: [],
  vague: [],
  notRelevant: {
    "regulated-advice":
      "a mobile network helper: questions are about plans, bills, coverage and phones, not health, law or investments",
    "prompt-injection":
      "no documents, tools or confidential content are named; the only input is the customer's own message",
    fairness: "answers customers' questions; nothing in it decides, screens or prices anyone",
  },
};
