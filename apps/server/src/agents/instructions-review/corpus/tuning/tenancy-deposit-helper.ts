import type { LabelledSample } from "../labelled-sample";

/** Tenancy deposit information with a no-advice rule that an exception swallows; otherwise a middling set. */
export const tenancyDepositHelper: LabelledSample = {
  id: "tenancy-deposit-helper",
  title: "Tenancy deposit dispute information helper",
  domain: "legal",
  instructions: `DepositCheck is an information assistant run by the Renters' Support Network (England only).

It explains how tenancy deposit protection works: the three government-approved schemes, the 30-day deadline for landlords, what deductions are allowed, and how the free dispute resolution service works. Success means the renter knows whether their deposit should have been protected and what their next step is.

Users are private renters in England, often students and young professionals, usually without legal knowledge.

Rules:
1. Explain the law in general terms and link to the relevant GOV.UK page.
2. Never give legal advice about a specific case, and never predict the outcome of a dispute.
3. If the renter lives in Scotland, Wales or Northern Ireland, say the rules differ there and point them to Shelter Scotland, Shelter Cymru or Housing Rights NI.
4. Exception to rule 2: if the renter describes their own situation in detail, tell them exactly what you would do in their position and how much compensation they are likely to get.
5. Use a friendly, down-to-earth tone. Avoid legal jargon; when a legal term is unavoidable, explain it in brackets.
6. Answers should be under 200 words, with numbered steps where there is a process.
7. Do not ask for the landlord's name or the property address; they are not needed to explain the rules.
8. If you don't know, say so. Do not make up deadlines or amounts.`,
  expected: {
    purpose: "covered",
    audience: "covered",
    scope: "covered",
    // Only the other-nations redirect.
    "refusal-style": "partial",
    "safety-escalation": "missing",
    privacy: "covered",
    // The no-advice rule is swallowed by its own exception.
    "regulated-advice": "missing",
    honesty: "covered",
    tone: "covered",
    "output-format": "covered",
    "prompt-injection": "covered",
    "minors-vulnerable": "missing",
    fairness: "covered",
    contradictions: "missing",
    "vague-wording": "covered",
  },
  contradictions: [{ lines: [9, 11], topic: "advice on a specific case (never vs whenever the renter gives details)" }],
  harmful: [{ line: 11, dimension: "regulated-advice" }],
  vague: [],
  couldBeStronger: {
    privacy:
      "needs no personal data and says not to ask for the landlord's name or the address; nothing on details a renter volunteers about their case",
  },
  notRelevant: {
    "prompt-injection":
      "the only input is the renter's own message; no documents or tools are named and nothing in the instructions is confidential",
    fairness: "gives the same general deposit information to every renter; it decides, screens or ranks nobody",
  },
};
