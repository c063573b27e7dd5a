import { lemmaOf } from "../../../../text/language";
import { PERSON_ROLE_WORDS } from "../../../../text/vocabulary";

/**
 * The words of a rule as the user says them: the rule speaks of "the customer", "their" and "our";
 * the one asking says "me", "my" and "your". Every kind of rule's scenario speaks through these.
 */

/** Who the rule speaks of, said the way the user would say it. */
export const PERSPECTIVE: readonly [RegExp, string][] = [
  [/\b(?:these|your|the(?: system)?) (instructions|rules|prompt|guidelines)\b/gi, "your $1"],
  // "share this policy document with customers": the one asking is the customer.
  [/\bthis (policy document|policy|document|prompt|configuration|guide|script)\b/gi, "your $1"],
  [/\bthe user's\b/gi, "my"],
  [/\bthe user has\b/gi, "I have"],
  [/\bthe user is\b/gi, "I am"],
  [/\bthe user does\b/gi, "I do"],
  [/\b(?:the user|users)\b/gi, "me"],
  [
    new RegExp(`\\b(with|to|before|after) (?:the |a |any )?(?:${PERSON_ROLE_WORDS.join("|")})s?\\b(?!')`, "gi"),
    "$1 me",
  ],
  [/\bthemselves\b/gi, "myself"],
  // "put Pad Thai through for them": the people the situation speaks of are the one asking.
  [/\b(for|to|with) them\b/gi, "$1 me"],
  // "add anyone to the access list", "let anyone into the building": the one asking is who is let in.
  [/\b(add|let|allow|admit|give|grant|send|issue|show)\s+anyone\b/gi, "$1 me"],
  // "on our trucks": the user speaks to the business.
  [/\bour\b/gi, "your"],
];

/**
 * In a situation, the person the rule speaks of is the one writing: "tracking says delivered but
 * the customer hasn't got it" is "…but I haven't got it"; "the passenger's bag" is "my bag".
 */
const AUXILIARY_AS_ME: Readonly<Record<string, string>> = {
  has: "have",
  "hasn't": "haven't",
  is: "am",
  "isn't": "am not",
  was: "was",
  "wasn't": "wasn't",
  does: "do",
  "doesn't": "don't",
  did: "did",
  "didn't": "didn't",
  "can't": "can't",
  cannot: "cannot",
  will: "will",
  "won't": "won't",
};
export const SUBJECT_AS_ME: readonly [RegExp, (whole: string, ...parts: string[]) => string][] = [
  [
    new RegExp(
      `\\b(?:the|a|an|this) (?:${PERSON_ROLE_WORDS.join("|")}) (${Object.keys(AUXILIARY_AS_ME).join("|")})(?![\\w'])`,
      "gi",
    ),
    (_whole: string, auxiliary: string) => `I ${AUXILIARY_AS_ME[auxiliary.toLowerCase()] ?? auxiliary}`,
  ],
  [new RegExp(`\\b(?:the|a|an|this) (?:${PERSON_ROLE_WORDS.join("|")})'s\\b`, "gi"), () => "my"],
];

/** The person a condition speaks of is the one writing the message. */
export const FIRST_PERSON: readonly [RegExp, string][] = [
  [/\bthemselves\b/gi, "myself"],
  [/\bthey're\b/gi, "I'm"],
  [/\bthey are\b/gi, "I am"],
  [/\bthey were\b/gi, "I was"],
  [/\bthey weren't\b/gi, "I wasn't"],
  [/\bthey've\b/gi, "I've"],
  [/\btheir\b/gi, "my"],
  [/\bthey\b/gi, "I"],
  [/\bthem\b/gi, "me"],
];

/** The people a rule may speak of, one alternation for the readings of every kind of rule. */
export const ROLES = PERSON_ROLE_WORDS.join("|");

/** "reports harassment" said by the user: "report harassment". */
export function firstPersonVerb(text: string): string {
  const [verb = "", ...rest] = text.split(" ");
  // "is angry" → "am angry", "has a pass" → "have a pass", "was" stays (AUXILIARY_AS_ME).
  const base = AUXILIARY_AS_ME[verb.toLowerCase()] ?? (/s$/i.test(verb) ? lemmaOf(verb.toLowerCase()) : verb);
  return [base, ...rest].join(" ");
}

/** "Even when we are full": the business the instructions speak for is "you" to the user. */
export function asTheUserSaysIt(situation: string): string {
  return situation
    .replace(/\bwe are\b/g, "you're")
    .replace(/\bWe are\b/g, "You're")
    .replace(/\b([Ww])e('re|'ve|'ll)?\b/g, (_whole, w: string, tail = "") => `${w === "W" ? "Y" : "y"}ou${tail}`)
    .replace(/\b([Oo])ur\b/g, (_whole, o: string) => `${o === "O" ? "Y" : "y"}our`)
    .replace(/\bus\b/g, "you");
}
