import type { RubricDimension } from "../types";

export const VAGUE_WORDING: RubricDimension = {
  id: "vague-wording",
  name: "Vague or unmeasurable wording",
  weight: 1,
  whyItMatters:
    "Words such as 'appropriate' or 'as needed' leave the decision to the model and cannot be tested. A concrete rule says what to do and lets a reviewer check that it was done.",
  suggestedSentence:
    "Replace each flagged word with a rule you could test, for example 'Answer in at most 150 words and do not discuss dating or violence' instead of a word the model must interpret.",
  clarifyingQuestion: "For each vague word flagged in the report, what concrete rule did you have in mind?",
  detection: {
    kind: "vague-wording",
    fewAtMost: 4,
    minRuleLines: 3,
    terms: [
      // "age-appropriate" names a standard (and the minors dimension looks for it), so it is not flagged.
      { term: "appropriate", pattern: /\b(?<!age[- ])(?:in)?appropriate(?:ly)?\b/i, weight: 2 },
      { term: "reasonable", pattern: /\breasonabl[ey]\b/i, weight: 2 },
      {
        term: "sensitive topics",
        pattern: /\bsensitive (?:topics?|subjects?|issues?|content|matters|questions)\b/i,
        weight: 2,
      },
      {
        term: "good judgement",
        pattern: /\b(?:good|your (?:own |best )?|best) judg(?:e)?ment\b|\bcommon sense\b/i,
        weight: 2,
      },
      { term: "as needed", pattern: /\bas (?:needed|necessary|required|appropriate)\b/i, weight: 1 },
      {
        term: "when necessary",
        pattern: /\b(?:when|if|where) (?:necessary|needed|relevant|possible|it makes sense)\b/i,
        weight: 1,
      },
      { term: "be nice", pattern: /\bbe (?:nice|good|careful|sensible)\b/i, weight: 1 },
      { term: "try to", pattern: /\btry (?:to|your best)\b|\bdo your best\b/i, weight: 1 },
      { term: "etc.", pattern: /\betc\b\.?|\band so on\b|\band the like\b/i, weight: 1 },
      { term: "properly", pattern: /\bproperly\b/i, weight: 1 },
      { term: "user-friendly", pattern: /\buser[- ]friendly\b/i, weight: 1 },
      {
        term: "certain topics",
        pattern: /\b(?:certain|some) (?:topics|things|cases|situations|questions|content|subjects)\b/i,
        weight: 1,
      },
      { term: "as much as possible", pattern: /\bas (?:much|far|often) as possible\b/i, weight: 1 },
    ],
  },
};
