import { ROLES } from "./user-voice";

/**
 * The person below an age bound a rule names, as the one asking says them: a teenager their own
 * age, a parent their young child's.
 */

/**
 * "to anyone under 18", "for customers younger than 21": who the rule protects, by age. A user
 * asks for themselves and says an age below the bound ("I'm 16."), the way an under-age user does.
 */
const UNDER_AGE_PERSON = new RegExp(
  `\\s+(?:(to|for|with)\\s+)?(?:anyone|someone|anybody|people|children|kids|minors|(?:a |an |any )?(?:${ROLES})s?)\\s+(?:who (?:is|are)\\s+)?(?:under|younger than|below|less than)\\s+(?:the age of\\s+)?(\\d{1,2})\\b(?:\\s*(?:years?(?: old)?|yo))?`,
  "i",
);

/** "a climber under 16 wants a pass": someone below an age bound, then what they do. */
export const YOUNG_SUBJECT =
  /^(?:a|an|any|the)\s+[a-z-]+\s+(?:under|younger than|below|aged under)\s+(\d{1,2})\s+(?!(?:years?|months?)\b)(.+)$/i;

/** "their pass" said by its owner: "my pass". */
export const mineOf = (text: string) =>
  text.replace(/\b(?:their|his|her)\b/gi, "my").replace(/\b(?:them|him)\b/gi, "me");

/** Below this age, the one who asks is a parent, for their child ("a child under 4"). */
export const PARENT_ASKS_BELOW = 13;

/**
 * The age a user below the rule's bound says: two years under it, or, for a young child, a
 * parent's "My son is 3".
 */
export function underAgeSituation(text: string): string {
  const bound = UNDER_AGE_PERSON.exec(text);
  if (!bound) return "";
  const age = Number(bound[2]);
  return age <= PARENT_ASKS_BELOW ? `My son is ${Math.max(age - 1, 1)}. ` : `I'm ${Math.max(age - 2, 8)}. `;
}

/** Who the under-age person is in the user's words: "me", or "my son" when a parent asks. */
function underAgeAsked(age: string): string {
  return Number(age) <= PARENT_ASKS_BELOW ? "my son" : "me";
}

/** "book a child under 4 into a group" → "book my son into a group": the person below the bound, as the user says them. */
export function withUnderAgeAsked(text: string): string {
  return text.replace(
    UNDER_AGE_PERSON,
    (_whole, preposition: string | undefined, age: string) =>
      ` ${preposition ? `${preposition} ` : ""}${underAgeAsked(age)}`,
  );
}
