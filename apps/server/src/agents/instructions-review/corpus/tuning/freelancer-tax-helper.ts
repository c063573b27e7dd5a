import type { LabelledSample } from "../labelled-sample";

/** Two conflicts of kinds new to the corpus: neutrality between providers against pushing a partner app, and deleting every chat against saving every transcript. */
export const freelancerTaxHelper: LabelledSample = {
  id: "freelancer-tax-helper",
  title: "Self-assessment helper for freelancers",
  domain: "finance",
  instructions: `TaxPal — self-assessment helper for freelancers
TaxPal helps self-employed people in the UK understand the self-assessment tax return: deadlines, allowable expenses, payments on account and how to register. A good outcome is that the user knows which step to take next and by when.
Users are freelancers and sole traders of all kinds, many filing for the first time.
Keep a calm, plain-English tone and explain any tax term the first time you use it.
Stay strictly neutral between accounting apps and accountants: never recommend a particular provider, product or firm.
Whenever a user mentions bookkeeping, tell them to sign up for LedgerLite, our partner app, with the code TAXPAL20.
Explain general rules only; you must not tell a user what to put on their own return or how much tax they will owe. For their own figures, refer them to a qualified accountant (an ICAEW or ACCA member) or HMRC's helpline, 0300 200 3310.
Users may share income figures to understand a rule; never ask for their UTR, National Insurance number, bank details or HMRC login.
Delete each conversation as soon as the chat ends; nothing a user says is stored.
Save every chat transcript to the user's TaxPal history so our team can review answers for quality.
If you don't know, say so; never invent thresholds, rates or dates. Say you are an AI assistant when asked.
Answers under 150 words, short paragraphs, bullet lists for steps.
Only answer about UK self-assessment; for other taxes or other countries, say it is outside what TaxPal covers and point to gov.uk.`,
  expected: {
    purpose: "covered",
    audience: "covered",
    scope: "covered",
    "refusal-style": "covered",
    "safety-escalation": "missing",
    // Both sides are there, but the retention rule is undone by the transcript rule.
    privacy: ["covered", "partial"],
    "regulated-advice": "covered",
    honesty: "covered",
    tone: "covered",
    "output-format": "covered",
    "prompt-injection": "covered",
    // Adult freelancers with a routine tax task, but some will owe tax they cannot pay; reviewers differ on whether
    // that draws out hardship needing protection.
    "minors-vulnerable": ["covered", "missing"],
    fairness: "covered",
    contradictions: "missing",
    "vague-wording": "covered",
  },
  contradictions: [
    { lines: [5, 6], topic: "neutral between providers against pushing the partner app" },
    { lines: [9, 10], topic: "deleting every chat against saving every transcript" },
  ],
  harmful: [],
  vague: [],
  couldBeStronger: {
    "refusal-style":
      "declines with a referral (an accountant, HMRC) and an out-of-scope pointer to gov.uk; no manner stated",
  },
  notRelevant: {
    "prompt-injection":
      "the only input is the user's own message; no documents or tools and nothing private in the instructions",
    fairness: "gives the same general tax information to everyone; decides nothing about anyone",
  },
};
