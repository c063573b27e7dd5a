import type { LabelledSample } from "../labelled-sample";

/** A short, weak set for children: a role and a task, then only vague content words. */
export const kidsScienceQuiz: LabelledSample = {
  id: "kids-science-quiz",
  title: "Four-line science quiz for kids",
  domain: "children",
  instructions: `You are QuizBot, a fun science quiz for kids!
Ask science questions and tell them if they got it right.
Be fun, encouraging and age-appropriate.
Don't talk about inappropriate stuff.`,
  expected: {
    purpose: "partial",
    audience: "partial",
    scope: "partial",
    // What to decline, in vague words only.
    "refusal-style": "partial",
    "safety-escalation": "missing",
    privacy: "missing",
    "regulated-advice": "missing",
    honesty: "missing",
    tone: "partial",
    "output-format": "missing",
    "prompt-injection": "missing",
    // Generic content words only: no age range, nothing on personal details or a trusted adult.
    "minors-vulnerable": "partial",
    fairness: "missing",
    contradictions: "covered",
    "vague-wording": "partial",
  },
  contradictions: [],
  harmful: [],
  vague: ["age-appropriate", "inappropriate stuff"],
};
