import { NUMBER_WORD_VALUES, NUMBER_WORDS, wordPattern } from "../../../../text/vocabulary";
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

const NUMBER_WORD = wordPattern(NUMBER_WORDS, { flags: "gi" });

/**
 * The group as the user who belongs to it says so ("I'm self-employed, with 1 year of accounts. ")
 * and the act asked for them ("book me in the general diary"), or null when the rule names no such group.
 */
export function qualifiedGroupAsked(action: string): { situation: string; action: string } | null {
  const group = QUALIFIED_GROUP.exec(action);
  if (!group) return null;
  const [whole, preposition, described = "", link = "", what = ""] = group;
  const counted = what.replace(NUMBER_WORD, (word) => String(NUMBER_WORD_VALUES[word.toLowerCase()] ?? word));
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
