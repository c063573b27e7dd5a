import type { DirectiveIndex } from "../directive-index";
import type { Directive } from "../../../text/directives";
import { quoteLine } from "../../../text/instruction-lines";
import type { Contradiction } from "../types";
import { confidentialYetDisclosed, KEEPS_CONFIDENTIAL, OTHERS_CUE } from "./confidential-yet-disclosed";
import { EVERY_CASE, everyAgainstOnly } from "./every-against-only";
import { narrowedByThreshold, numbersOnOneQuantity, thresholdConflicts } from "./incompatible-thresholds";
import { TOPICS } from "./known-topics";
import { oppositeActions } from "./opposite-actions";
import { conditionsClash } from "./rule-conditions";
import { ACT_CUE, sameActInOtherWords } from "./same-act-in-other-words";
import { swallowedRules } from "./swallowed-rules";
import { topicPairs } from "./topic-pairs";

/**
 * Rules that cannot both be followed, in four kinds:
 * - opposite: the same action required and forbidden ("always recommend travel insurance" /
 *   "never recommend travel insurance"), or the two sides of a known topic ("point out every
 *   mistake" / "never tell a child an answer is wrong");
 * - threshold: incompatible numbers or limits ("at most 100 words" / "full worked examples";
 *   "emergency at any chest pain" / "only at pain 8 or above");
 * - exception: an exception that swallows its rule ("only a parent may register" / "if a child
 *   starts the chat, finish the registration");
 * - persona-honesty: a persona that hides what the assistant is, beside an honesty rule.
 * A general rule beside a narrow, stated exception is not a conflict: a conditional rule
 * conflicts with an unconditional one only when that one says it has no exception ("never",
 * "at all times"), and two conditional rules only when their conditions overlap.
 */

/** The rule, or the short line it stands on, says which rule wins. */
function ranksRules(directive: Directive): boolean {
  const where = directive.line.text.length <= MAX_RANKING_LINE ? directive.line.text : directive.text;
  return where.length <= MAX_RANKING_LINE && PRIORITY.test(where);
}
/** Longer than this, a line or rule is a paragraph or a whole text: a ranking in it says nothing of one rule. */
const MAX_RANKING_LINE = 300;
/** A rule that ranks two others: "X comes before Y", "X takes priority", "X wins". */
const PRIORITY =
  /\b(?:comes? (?:before|first)|takes? (?:priority|precedence)|wins? over|(?:matters?|is) more (?:important )?than|always wins)\b/i;

/** Enough to show a creator the problem; a long text repeating the same rules stops here. */
export const MAX_CONTRADICTIONS = 20;

type Kind = Contradiction["kind"];

export function findContradictions(index: DirectiveIndex): Contradiction[] {
  const directives = index.directives;
  const found: Contradiction[] = [];
  const seen = new Set<string>();
  const add = (a: Directive, b: Directive, topic: string, kind: Kind) => {
    if (found.length >= MAX_CONTRADICTIONS * 2) return;
    // "Safety comes before brevity": a rule that says which rule wins resolves the conflict.
    if (a !== b && (ranksRules(a) || ranksRules(b))) return;
    const [first, second] = order(a, b);
    const key = `${first.line.number}|${second.line.number}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push(toContradiction(first, second, topic, kind));
  };
  // Each detector is a file of this folder. They run in this order, and the first to find a pair
  // of lines keeps it, so the order decides a pair's kind and topic: keep it when adding one.
  for (const topic of TOPICS) {
    for (const pair of topicPairs(index, topic)) {
      // Two sides of a topic under conditions that need not meet ("hand over if asked" / "never
      // hand over after 6pm") can both be followed; equal treatment and lengths hold throughout.
      if (topic.kind === "opposite" && !topic.everySecond && !topic.meets && !conditionsClash(pair[0], pair[1]))
        continue;
      add(pair[0], pair[1], topic.subject, topic.kind);
    }
  }
  for (const [a, b, topic] of numbersOnOneQuantity(directives)) add(a, b, topic, "threshold");
  for (const [a, b, topic] of oppositeActions(directives)) add(a, b, topic, "opposite");
  for (const [a, b, topic] of thresholdConflicts(directives)) add(a, b, topic, "threshold");
  for (const [a, b, topic] of narrowedByThreshold(directives)) add(a, b, topic, "threshold");
  for (const [a, b, topic] of swallowedRules(directives)) add(a, b, topic, "exception");
  // The checks below read only the directives their cue finds, in one pass over the text.
  const cued = (cue: RegExp) => [...index.matching(cue)].map((at) => directives[at]).filter((d) => d !== undefined);
  for (const [a, b, topic] of sameActInOtherWords(cued(ACT_CUE))) add(a, b, topic, "opposite");
  for (const [a, b, topic] of everyAgainstOnly(directives, cued(EVERY_CASE))) add(a, b, topic, "threshold");
  for (const [a, b, topic] of confidentialYetDisclosed(cued(KEEPS_CONFIDENTIAL), cued(OTHERS_CUE)))
    add(a, b, topic, "opposite");
  return found
    .sort((a, b) => a.first.line - b.first.line || a.second.line - b.second.line)
    .slice(0, MAX_CONTRADICTIONS);
}

function order(a: Directive, b: Directive): [Directive, Directive] {
  return a.line.number < b.line.number || (a.line.number === b.line.number && a.at <= b.at) ? [a, b] : [b, a];
}

function toContradiction(first: Directive, second: Directive, topic: string, kind: Kind): Contradiction {
  if (first === second) {
    const note = `its own exception swallows the rule (${topic})`;
    const quote = { ...quoteLine(first.line, first.at, note), role: "problem" as const };
    return { kind, topic, first: quote, second: quote };
  }
  return {
    kind,
    topic,
    first: {
      ...quoteLine(first.line, first.at, `conflicts with line ${second.line.number} on ${topic}`),
      role: "problem",
    },
    second: {
      ...quoteLine(second.line, second.at, `conflicts with line ${first.line.number} on ${topic}`),
      role: "problem",
    },
  };
}
