import type { Directive } from "../../../text/directives";
import { NEGATED_BEFORE } from "../../../text/vocabulary";
import { GENERIC } from "./generic-words";

// When a rule applies: said and not negated, under which conditions, and whether it admits no exception.

/** The pattern matches and no negation precedes it in its clause. */
export function affirmed(d: Directive, pattern: RegExp): boolean {
  const match = pattern.exec(d.text);
  return match !== null && !NEGATED_BEFORE.test(d.text.slice(0, match.index));
}

/**
 * Two rules on one action conflict when both apply at once: both unconditional, a conditional one
 * against one that admits no exception, or two conditions that share a word.
 */
export function conditionsClash(a: Directive, b: Directive): boolean {
  if (!a.condition && !b.condition) return true;
  if (a.condition && b.condition)
    return a.condition.words.some((word) => !GENERIC.has(word) && word.length > 3 && b.condition?.words.includes(word));
  // "When a flight is cancelled, always offer a cash refund" against "Do not offer cash refunds":
  // an emphatic rule on either side says the author meant both to hold.
  return a.absolute || b.absolute || HOLDS_THROUGHOUT.test(a.text) || HOLDS_THROUGHOUT.test(b.text);
}

/** "Always", "all replies", "in English only": the author meant the rule to hold in every case. */
const HOLDS_THROUGHOUT =
  /\b(?:always|at all times|in every case|(?:all|every) (?:replies|reply|answers?|messages?|responses?|conversations?|chats?)|in \w+ only)\b/i;

/** "Every answer", "all replies", "at most" said of each reply: the rule holds in every case. */
export function holdsThroughout(directive: Directive): boolean {
  return (
    directive.absolute ||
    HOLDS_THROUGHOUT.test(directive.text) ||
    /\b(?:every|each|any) (?:[\w-]+ )?(?:answer|reply|response|message|text|turn)\b/i.test(directive.text) ||
    /^(?:replies|answers|responses|messages)\b/i.test(directive.text)
  );
}

/** "Never", "at all times", "always", "every": the author meant the rule to hold in every case. */
export function emphatic(directive: Directive): boolean {
  return directive.absolute || /\b(?:always|every)\b/i.test(directive.text);
}
