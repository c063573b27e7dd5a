import type { DirectiveIndex } from "../directive-index";
import type { Directive } from "../../../text/directives";
import type { Topic } from "./known-topics";

/** Enough pairs of one topic to show the pattern. */
const MAX_PAIRS_PER_TOPIC = 4;

/** The first directive on one side of a topic against the first (or every) directive on the other. */
export function topicPairs(index: DirectiveIndex, topic: Topic): [Directive, Directive][] {
  const firstAt = index.first(topic.cue, (directive) => topic.first.test(directive));
  const first = firstAt === undefined ? undefined : index.directives[firstAt];
  if (!first) return [];
  const pairs: [Directive, Directive][] = [];
  for (const at of index.matching(
    topic.secondCue,
    (directive) => directive !== first && topic.second.test(directive),
  )) {
    const second = index.directives[at];
    if (second && second.line.number !== first.line.number && (topic.pairs?.(first, second) ?? true))
      pairs.push([first, second]);
    if (!topic.everySecond || pairs.length >= MAX_PAIRS_PER_TOPIC) break;
  }
  return pairs;
}
