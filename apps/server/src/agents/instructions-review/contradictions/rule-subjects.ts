import type { Directive } from "../../../text/directives";
import { lemmaOf, wordInfo } from "../../../text/language";
import { GENERIC } from "./generic-words";
import { emphatic } from "./rule-conditions";

// What a rule is about: its content words (and its condition's), and whether two rules share them.

export function contentObjects(directive: Directive): string[] {
  return directive.objects.filter((word) => !GENERIC.has(word) && word.length > 2).slice(0, 8);
}

const topicWordsCache = new WeakMap<Directive, string[]>();

/** A conditional rule is about its condition too: "if a resident disagrees with a decision, help them". */
export function topicWords(directive: Directive): string[] {
  const cached = topicWordsCache.get(directive);
  if (cached) return cached;
  const own = contentObjects(directive);
  const extra = (directive.condition?.words ?? []).map(lemmaOf).filter((word) => !GENERIC.has(word) && word.length > 3);
  const words = extra.length === 0 ? own : [...new Set([...own, ...extra])];
  topicWordsCache.set(directive, words);
  return words;
}

/** One rule's objects are all among the other's, and there is at least one. */
export function sameObjects(a: Directive, b: Directive): boolean {
  const left = topicWords(a);
  const right = topicWords(b);
  if (left.length === 0 || right.length === 0) return false;
  const [small, large] = left.length <= right.length ? [left, right] : [right, left];
  const overlap = small.filter((word) => large.includes(word)).length;
  if (overlap === small.length || overlap >= 2) return true;
  // One shared thing (a noun, not "free" or "late") is enough when either rule admits no exception.
  return (emphatic(a) || emphatic(b)) && small.some((word) => large.includes(word) && wordInfo(word).pos === "noun");
}
