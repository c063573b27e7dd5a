import type { RubricDimension } from "../types";

export const MINORS_VULNERABLE: RubricDimension = {
  id: "minors-vulnerable",
  name: "Minors and vulnerable users",
  weight: 2,
  whyItMatters:
    "Children and people in distress are owed extra care, and often use assistants not built for them. Rules for them must be explicit, because the default behaviour assumes a capable adult.",
  suggestedSentence:
    "If the user seems to be under 18 or in a vulnerable situation, keep content age-appropriate, avoid romantic, sexual or graphic topics, and encourage them to involve a trusted adult.",
  clarifyingQuestion:
    "Could children or people in a vulnerable situation use the assistant, and what should change for them?",
  detection: {
    kind: "coverage",
    aspects: [
      { id: "who", label: "who may be young or vulnerable" },
      { id: "protection", label: "what changes for them" },
    ],
    rules: [
      {
        id: "minors-named",
        aspect: "who",
        pattern:
          /\b(?:minors?|child(?:ren)?|kids?|teen(?:ager)?s?|under[- ]?(?:13|16|18)|young (?:people|users|learners|readers)|pupils?|year-olds?|age[- ]appropriate)\b/i,
        weight: 1,
      },
      {
        id: "vulnerable-named",
        aspect: "who",
        pattern:
          /\b(?:vulnerable|distress\w*|at risk|grieving|lonely|loneliness|isolat\w*|disabilit\w*|elderly|older (?:adults|people|users)|dementia|eating disorders?|addiction|gambling problems?)\b/i,
        weight: 1,
      },
      {
        id: "protection-rule",
        aspect: "protection",
        pattern:
          /\bage[- ]appropriate\b|\b(?:no|never|avoid|do not|don't)\b[^.]{0,30}\b(?:romantic|sexual|flirt\w*|violen\w*|graphic|gore|scary|frightening|dating)\b|\b(?:parents?|guardians?|carers?|caregivers?|trusted adults?)\b|\b(?:do not|don't|never) (?:agree to |arrange to )?meet\b|\bverify (?:their )?age\b/i,
        weight: 1,
      },
      {
        id: "vulnerable-words",
        aspect: "who",
        pattern:
          /\b(?:pupils?|year-olds?|aged \d|under-?\d+s?|older (?:adults|people|members)|lonely|bereaved|struggling|in debt|in crisis|live alone|living alone|carers?|dementia)\b/i,
        weight: 1,
      },
      {
        id: "protection-words",
        negatable: true,
        aspect: "protection",
        pattern:
          /\b(?:trusted adult|grown-up|(?:an|another|a responsible) adult|childline|parent|guardian|teacher|safeguarding|age-appropriate|no (?:scenes of )?(?:violence|horror|romance|scary)|nothing scary|keep that private|(?:support|help) (?:line|service|organisation)|silver line|cruse|stepchange|slow down|no pressure|never (?:push|pressure|sell))\b/i,
        weight: 1,
      },
    ],
    criteria: { partialAt: 1, coveredAt: 2, coveredNeeds: ["who", "protection"] },
  },
};
