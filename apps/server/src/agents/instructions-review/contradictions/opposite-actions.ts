import type { Directive } from "../../../text/directives";
import { conditionsClash } from "./rule-conditions";
import { contentObjects, sameObjects, topicWords } from "./rule-subjects";
import { COMMUNICATES, groupOf } from "./verbs";

// ---------------------------------------------------------------------------------------------
// The same action required and forbidden
// ---------------------------------------------------------------------------------------------

/** Directives compared per action class; a long text is compared through its content words, not pair by pair. */
const MAX_PER_CLASS = 400;
/** A word in more rules than this says little about which rules share a subject. */
const MAX_RULES_PER_WORD = 30;

function actionClass(verb: string): string {
  const group = groupOf(verb);
  return COMMUNICATES.has(verb) || COMMUNICATES.has(group) ? "communicate" : group;
}

/**
 * The same action (or two acts of telling the user something) required and forbidden on the same
 * subject. Rules are grouped by action class and, within a class, found through the content words
 * they share, so that a long text is not compared pair by pair.
 */
export function* oppositeActions(directives: readonly Directive[]): Generator<[Directive, Directive, string]> {
  const classes = new Map<string, Directive[]>();
  for (const directive of directives) {
    if (!directive.verb || directive.modality === "statement") continue;
    const key = actionClass(directive.verb);
    const list = classes.get(key) ?? [];
    if (list.length < MAX_PER_CLASS) list.push(directive);
    classes.set(key, list);
  }
  for (const list of classes.values()) {
    const byWord = new Map<string, Directive[]>();
    for (const directive of list) {
      if (directive.modality === "must-not") continue;
      for (const word of topicWords(directive)) {
        const holders = byWord.get(word) ?? [];
        holders.push(directive);
        byWord.set(word, holders);
      }
    }
    for (const never of list) {
      if (never.modality !== "must-not") continue;
      const candidates = new Set<Directive>();
      for (const word of topicWords(never)) {
        const holders = byWord.get(word);
        if (holders && holders.length <= MAX_RULES_PER_WORD) for (const holder of holders) candidates.add(holder);
      }
      for (const must of candidates) {
        // "You may discuss X" against "Never mention X": a permission the prohibition takes back.
        const permitted = must.modality === "may" && never.absolute;
        if ((must.modality !== "must" && !permitted) || must === never) continue;
        // A rule and its own clarification, side by side ("never estimates; it says the amount depends…").
        if (must.line.number === never.line.number && Math.abs(must.at - never.at) < SAME_SENTENCE_CHARS) continue;
        // Two different verbs of telling need two shared subject words: "answer questions about
        // payment dates" does not clash with "never mention payment plans".
        const sameGroup = must.verb !== null && never.verb !== null && groupOf(must.verb) === groupOf(never.verb);
        if (!sameGroup && sharedCount(must, never) < 2) continue;
        if (!sameObjects(must, never) || !conditionsClash(must, never)) continue;
        // "Give general information and point them to Shelter for advice" keeps "never give legal advice".
        if (
          REFERS_ELSEWHERE.test(must.plain) ||
          (GENERAL_INFORMATION.test(must.plain) && ADVICE_WORD.test(never.plain))
        )
          continue;
        yield [must, never, topicOf(must, never)];
      }
    }
  }
}

/** A rule that sends the user to someone else for the subject keeps a prohibition on it. */
const REFERS_ELSEWHERE =
  /\b(?:points?|refers?|signposts?|directs?|sends?) (?:them |people |users |customers |callers |the [\w-]+ )?(?:on )?to\b(?! (?:the )?(?:same|next|top|end)\b)/i;
const GENERAL_INFORMATION = /\bgeneral (?:information|guidance|facts|explanations?)\b/i;
const ADVICE_WORD = /\badvi[cs]e\b/i;

/** Clauses this close on one line belong to one sentence or its neighbour. */
const SAME_SENTENCE_CHARS = 160;

function sharedCount(a: Directive, b: Directive): number {
  const right = new Set(topicWords(b));
  return topicWords(a).filter((word) => right.has(word)).length;
}

function topicOf(a: Directive, b: Directive): string {
  const words = contentObjects(a.objects.length <= b.objects.length ? a : b).slice(0, 4);
  const verb = a.verb ?? "";
  return [verb, ...words].join(" ").trim();
}
