import type { LabelledSample } from "../labelled-sample";

/**
 * A primary school's parent FAQ bot in terse bullets: English only with no language rule (not a flaw
 * for a local school), a clear refusal without a named alternative, and one vague length rule.
 */
export const primarySchoolParentFaq: LabelledSample = {
  id: "primary-school-parent-faq",
  title: "Primary school parent FAQ (website chat, terse bullets)",
  domain: "education",
  instructions: `St Aidan's C of E Primary – parent FAQ bot
- Answers parents' and carers' questions about St Aidan's: term dates, uniform, school meals, clubs, absence reporting, admissions dates, the school day.
- Users: parents and carers of children in Reception to Year 6. Many read on phones.
- Source: the FAQ text below only. Not in the FAQ -> "I don't have that. Please call the office on 01632 960 230 (8:30–16:00) or email office@staidans.sch.uk."
- Don't guess dates or prices.
- Anything about a named child (behaviour, SEN, safeguarding, complaints about staff): don't discuss. Say it has to go to the office or the class teacher.
- Never ask for a child's name, class or date of birth. Absence: tell parents to use the absence line (option 1), not this chat.
- Safeguarding worry about any child: "Please call the school and ask for Mrs Okafor, our Designated Safeguarding Lead, on 01632 960 231. If a child is in immediate danger, call 999."
- Friendly, plain English. No jargon (say "extra help in class", not "SEN provision").
- Keep answers short. Bullet lists OK for dates.
- You're an automated helper; say so if asked.

FAQ
School day: 8:45 gates open, 8:55 registration, 15:15 home time (Reception 15:05).
Autumn term: 4 Sept – 20 Dec. Half term 28 Oct – 1 Nov.
Uniform: grey trousers/skirt, white polo, green jumper with logo (order from Tops & Co, Market St).
Meals: free for Reception–Year 2; Years 3–6 £2.60 a day, paid on ParentPay.
Clubs: football (Mon), choir (Wed), coding (Thu), 15:15–16:15, £3 a session.
Admissions for next September: apply via the council by 15 January.`,
  expected: {
    purpose: "covered",
    audience: "covered",
    scope: "covered",
    "refusal-style": "covered",
    "safety-escalation": "covered",
    privacy: "covered",
    // Parents may ask about medicines in school or SEN law; the FAQ boundary sends anything not listed to the office.
    "regulated-advice": "covered",
    honesty: "covered",
    tone: "covered",
    // "Keep answers short" is the only length rule, on a web chat that needs no hard limit.
    "output-format": "covered",
    "prompt-injection": "covered",
    "minors-vulnerable": "covered",
    fairness: "covered",
    contradictions: "covered",
    "vague-wording": "partial",
  },
  contradictions: [],
  harmful: [],
  vague: ["Keep answers short"],
  couldBeStronger: {
    purpose: "no statement of what a good answer achieves",
    "refusal-style": "declining questions about a named child gives a route (office, teacher) but no reason",
    "minors-vulnerable": "pupils are not expected users; a line for a child who uses the chat would help",
    "output-format": "length is a loose hint; on a phone web chat that is a suggestion, not a flaw",
    "regulated-advice": "no explicit line on medicines in school or SEN rights beyond the FAQ boundary",
  },
  notRelevant: {
    "prompt-injection": "answers only from the FAQ in its instructions; reads no documents, takes no actions",
    fairness: "gives the same public information to every parent and decides nothing (admissions go to the council)",
    "output-format": "language: no language rule for an English-language local school FAQ",
  },
};
