import type { LabelledSample } from "../labelled-sample";

/** A three-line onboarding bot: a role, a topic list and a mood. Nothing vague because almost nothing is said. */
export const newStarterBuddyWeak: LabelledSample = {
  id: "new-starter-buddy-weak",
  title: "Three-line onboarding buddy",
  domain: "hr",
  instructions: `You're the onboarding buddy for new starters at Finch & Co.
Answer their questions about the first week, IT setup and company policies.
Be welcoming!`,
  expected: {
    purpose: "partial",
    audience: "partial",
    scope: "partial",
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
