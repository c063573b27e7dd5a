import { splitSentences } from "../../text/language";

/**
 * A message as sentences and clauses: each clause may be filed under a different facet ("Users
 * are students. It must never grade their work." is two facts). Lists stay whole: "checking
 * orders, booking slots and starting returns" is one fact about tasks.
 */

/** Where one clause ends and another begins inside a sentence. */
const CLAUSE_BREAK =
  /;\s+|,?\s+but\s+|,\s+(?:and\s+)?(?=(?:it|they|we|the (?:assistant|bot))\s+(?:never|must|should|shouldn't|mustn't|won't|doesn't|does not|will|can't|cannot)\b)|,\s+and\s+(?=(?:never|tells?|gives?|alerts?|asks?|offers?|encourages?|suggests?|points?|sends?|flags?|passes?|hands?|stops?|keeps?)\b)|,\s+(?=never\b)|\.\s+/gi;

export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => splitSentences(line.replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s+/, "")).map((s) => s.text))
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

export function clausesOf(sentence: string): string[] {
  const clauses: string[] = [];
  let from = 0;
  for (const match of sentence.matchAll(CLAUSE_BREAK)) {
    push(clauses, sentence.slice(from, match.index));
    from = match.index + match[0].length;
  }
  push(clauses, sentence.slice(from));
  return clauses;
}

function push(clauses: string[], text: string): void {
  const trimmed = text.trim().replace(/^(?:and|or|but|so|then)\s+/i, "");
  if (/[\p{L}\p{N}]/u.test(trimmed)) clauses.push(trimmed);
}
