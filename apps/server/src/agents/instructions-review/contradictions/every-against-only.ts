import type { Directive } from "../../../text/directives";
import { MAX_PER_BUCKET } from "./limits";
import { contentObjects } from "./rule-subjects";
import { groupOf } from "./verbs";

// ---------------------------------------------------------------------------------------------
// "Every" against "only if"
// ---------------------------------------------------------------------------------------------

/**
 * "Report every safeguarding concern at once" against "only report concerns if the pupil mentions
 * physical harm": a rule for every case of a thing, and a rule that allows the same act on it only
 * under a condition. (With a number, narrowedByThreshold reads it.)
 */
export function* everyAgainstOnly(
  directives: readonly Directive[],
  everyCase: readonly Directive[],
): Generator<[Directive, Directive, string]> {
  const onlys = directives
    .filter(
      (d) => d.verb !== null && d.modality !== "must-not" && d.condition?.kind === "only-if" && d.numbers.length === 0,
    )
    .slice(0, MAX_PER_BUCKET);
  if (onlys.length === 0) return;
  const everys = everyCase
    .filter((d) => d.verb !== null && d.modality === "must" && !d.condition && EVERY_CASE.test(d.plain))
    .slice(0, MAX_PER_BUCKET * 5);
  for (const only of onlys) {
    for (const every of everys) {
      if (every.line.number === only.line.number || groupOf(every.verb ?? "") !== groupOf(only.verb ?? "")) continue;
      const right = new Set(contentObjects(only));
      const shared = contentObjects(every).find((word) => right.has(word) && word.length > 3);
      if (shared === undefined) continue;
      yield [every, only, `${shared}: every case against only if`];
      break;
    }
  }
}
/** "Every concern", "any mention of", "all reports": the rule covers every case of its object. */
export const EVERY_CASE =
  /\b(?:every|any|all)\s+(?:[\w-]+\s+){0,2}?(?:concerns?|reports?|mentions?|complaints?|cases?|requests?|incidents?|signs?|disclosures?|questions?|claims?)\b/i;
