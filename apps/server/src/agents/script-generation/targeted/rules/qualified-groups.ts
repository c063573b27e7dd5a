import { meetBound } from "./conditions";
import { firstPersonVerb, ROLES } from "./user-voice";

/**
 * A group a rule treats apart ("self-employed applicants with less than two years of accounts"),
 * asked for by one of them, for themselves.
 */

/**
 * "self-employed applicants with less than two years of accounts", "members without a signed waiver":
 * a group a rule treats apart, named by what sets it apart (a word before the role, a clause after it).
 */
const QUALIFIED_GROUP = new RegExp(
  `\\s+(?:(to|for|with)\\s+)?(?:a |an |any |all |the )?((?:[a-z][\\w-]*\\s+){0,2}?)(?:${ROLES})s?\\s+(with|without|who|whose|that have|that has)\\s+([^,.;]{3,60}?)(?=\\s+(?:in|into|on|onto|to|for|at|from|through)\\s|\\s*$)`,
  "i",
);
const NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  eleven: "11",
  twelve: "12",
};

/**
 * The group as the user who belongs to it says so ("I'm self-employed, with 1 year of accounts. ")
 * and the act asked for them ("book me in the general diary"), or null when the rule names no such group.
 */
export function qualifiedGroupAsked(action: string): { situation: string; action: string } | null {
  const group = QUALIFIED_GROUP.exec(action);
  if (!group) return null;
  const [whole, preposition, described = "", link = "", what = ""] = group;
  const counted = what.replace(
    /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/gi,
    (word) => NUMBER_WORDS[word.toLowerCase()] ?? word,
  );
  const said = meetBound(counted).replace(/\b1 (year|month|week|day)s\b/g, "1 $1");
  const clause = /^(?:who|that have|that has)$/i.test(link)
    ? `I ${firstPersonVerb(said)}`
    : /^whose$/i.test(link)
      ? `my ${said}`
      : `${link.toLowerCase()} ${said}`;
  const adjective = described.trim();
  const opening = adjective
    ? `I'm ${adjective.toLowerCase()}, ${clause.startsWith("I ") ? `and ${clause}` : clause}`
    : clause.startsWith("I ")
      ? clause
      : `I'm one of your customers ${clause}`;
  return {
    situation: `${opening.charAt(0).toUpperCase()}${opening.slice(1)}. `,
    action: action.replace(whole, ` ${preposition ? `${preposition} ` : ""}me`),
  };
}
