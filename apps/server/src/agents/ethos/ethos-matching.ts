import { AVOIDANCE_WORDS, NEGATION_WORDS, wordPattern } from "../../text/vocabulary";

/**
 * Small matchers the rule tables are written with. A rule reads "never tell users you are an AI"
 * and "tell users you are an AI" differently, so a matcher can ask whether its match is negated
 * within its clause.
 */

export type SentenceTest = (text: string) => boolean;

const NEGATION = wordPattern([...NEGATION_WORDS, ...AVOIDANCE_WORDS, "refuse to"]);
const CLAUSE_BREAK = /[.;:!?]/g;

/** The pattern matches anywhere. Patterns are case-insensitive and non-global by convention. */
export function mentions(pattern: RegExp): SentenceTest {
  return (text) => pattern.test(text);
}

/** The pattern matches and nothing before it in its clause negates it ("tell them you are an AI"). */
export function affirmed(pattern: RegExp): SentenceTest {
  return (text) => {
    const match = pattern.exec(text);
    return match !== null && !NEGATION.test(clauseBefore(text, match.index));
  };
}

/** The pattern matches and is negated earlier in its clause ("never tell them you are an AI"). */
export function negated(pattern: RegExp): SentenceTest {
  return (text) => {
    const match = pattern.exec(text);
    return match !== null && NEGATION.test(clauseBefore(text, match.index));
  };
}

function clauseBefore(text: string, index: number): string {
  let start = 0;
  for (const match of text.slice(0, index).matchAll(CLAUSE_BREAK)) start = match.index + 1;
  return text.slice(start, index);
}
