import type { Directive } from "../../../text/directives";
import { lemmaOf } from "../../../text/language";
import { NEGATED_BEFORE } from "../../../text/vocabulary";
import { escapeRegExp } from "./escape-reg-exp";
import { GENERIC } from "./generic-words";
import { MAX_PER_BUCKET } from "./limits";
import { topicWords } from "./rule-subjects";
import { groupOf } from "./verbs";

// ---------------------------------------------------------------------------------------------
// Incompatible thresholds
// ---------------------------------------------------------------------------------------------

export function* thresholdConflicts(directives: readonly Directive[]): Generator<[Directive, Directive, string]> {
  const withNumbers = directives.filter((directive) => directive.numbers.length > 0).slice(0, MAX_PER_BUCKET * 5);
  // "at most 100 words" beside "at least 300 words": the same unit, bounds that cannot both hold.
  for (const low of withNumbers) {
    for (const max of low.numbers) {
      if (max.bound !== "max") continue;
      for (const high of withNumbers) {
        if (high === low) continue;
        const min = high.numbers.find(
          (number) => number.bound === "min" && number.unit === max.unit && number.value > max.value,
        );
        // Sums of money below one figure and above another usually sort cases into bands.
        if (min && max.unit !== "" && !CURRENCY.test(max.unit) && sameScope(low, high))
          yield [low, high, `${max.unit}s: at most ${max.value} or at least ${min.value}`];
      }
    }
  }
  // "at any chest pain" beside "only at pain 8 or above": everything against a floor on one thing.
  for (const floor of withNumbers) {
    const min = floor.numbers.find((number) => number.bound === "min");
    // "Only at pain 8 or above", "drivers must be 25 or over": a floor the rule allows nothing below.
    if (!min || !/\b(?:only|must be|have to be|has to be|needs? to be)\b/i.test(floor.text)) continue;
    const any = new RegExp(`\\b(?:any|every|all|whatever)\\b(?:\\s+\\w+){0,3}\\s+${escapeRegExp(min.unit)}`, "i");
    for (const rule of directives) {
      if (rule === floor || !any.test(rule.text)) continue;
      yield [rule, floor, `${min.unit}: any against ${min.value} or above`];
      // "Below 8, recommend self-care": the other side of the same floor breaks the rule too.
      for (const below of withNumbers) {
        if (below === floor || below === rule) continue;
        if (below.numbers.some((number) => number.bound === "max" && number.value === min.value)) {
          yield [rule, below, `${min.unit}: any against below ${min.value}`];
        }
      }
      break;
    }
  }
}

/** "Always", "immediately", "every": the author allows no case where the action is skipped. */
const EMPHATIC = /\b(?:always|immediately|every time|in every case|at once|straight away)\b/i;

/** The action a rule is about: its verb, or its first word when the rule opens without one ("Refunds only if…"). */
function actionOf(directive: Directive): string | undefined {
  const head = directive.verb ?? directive.objects[0];
  return head === undefined ? undefined : groupOf(head);
}

/** The same action, or two content words in common: one shared word is too weak a sign. */
function sameAction(a: Directive, b: Directive): string | undefined {
  const action = actionOf(a);
  if (action !== undefined && action === actionOf(b) && !GENERIC.has(action)) return action;
  const right = new Set(topicWords(b));
  const shared = topicWords(a).filter((word) => word.length > 3 && right.has(word));
  return shared.length >= 2 ? shared[0] : undefined;
}

/**
 * "Always offer a refund for late parcels" against "Refunds only if 5+ days late": an emphatic
 * unconditional rule and a rule that allows the same action only past a number.
 */
export function* narrowedByThreshold(directives: readonly Directive[]): Generator<[Directive, Directive, string]> {
  const floors = directives
    .filter((d) => d.numbers.length > 0 && (d.condition?.kind === "only-if" || /^\W*only\b/i.test(d.text)))
    .slice(0, MAX_PER_BUCKET);
  if (floors.length === 0) return;
  const emphatic = directives
    .filter((d) => d.modality === "must" && d.numbers.length === 0 && EMPHATIC.test(d.text))
    .slice(0, MAX_PER_BUCKET * 5);
  for (const floor of floors) {
    const unit = floor.numbers.find((number) => number.unit !== "" && !CURRENCY.test(number.unit))?.unit;
    for (const rule of emphatic) {
      if (rule.line.number === floor.line.number) continue;
      // "If someone mentions chest pain, call 999 immediately" against "only if the pain is 8 or
      // more": a conditional rule counts when its condition names what the floor measures.
      if (rule.condition && !(unit !== undefined && rule.condition.words.some((word) => lemmaOf(word) === unit)))
        continue;
      const shared = sameAction(rule, floor) ?? sharedEmergency(rule, floor);
      if (shared === undefined) continue;
      const number = floor.numbers[0];
      yield [rule, floor, `${shared}: always against only past ${number?.value ?? "a number"}`];
      break;
    }
  }
}

const CURRENCY = /^[£$€]$/;
const EMERGENCY_ACTION = /\b(?:999|911|112|ambulance|emergency services|escalat\w*)\b/i;

/** Both rules send the user to emergency help: the same action, however it is worded. */
function sharedEmergency(a: Directive, b: Directive): string | undefined {
  const first = EMERGENCY_ACTION.exec(a.text)?.[0];
  return first !== undefined && EMERGENCY_ACTION.test(b.text) ? first.toLowerCase() : undefined;
}

/** Whether the rule points away from `word` ("never to fast-track"), read in its own clause. */
function negatesWord(directive: Directive, word: string): boolean {
  const at = directive.text.toLowerCase().indexOf(word);
  if (at === -1) return directive.modality === "must-not";
  return NEGATED_BEFORE.test(directive.text.slice(0, at)) || directive.modality === "must-not";
}

/**
 * Two rules that put numbers on one quantity (the same unit or currency) and share a content
 * word, which cannot both hold:
 * - a floor ("the lowest payment you may accept is £25") against a smaller value the other rule
 *   allows ("accept … token payments of £1");
 * - overlapping ranges sent opposite ways ("fast-track covers claims under £1,500" / "any claim
 *   over £1,000 … never to fast-track").
 * Rules are grouped by unit first and compared only within a unit, so a long text is not compared
 * pair by pair.
 */
export function* numbersOnOneQuantity(directives: readonly Directive[]): Generator<[Directive, Directive, string]> {
  const byUnit = new Map<string, Directive[]>();
  for (const directive of directives) {
    for (const number of directive.numbers) {
      if (number.unit === "") continue;
      const list = byUnit.get(number.unit) ?? [];
      if (list.length < MAX_PER_BUCKET && !list.includes(directive)) list.push(directive);
      byUnit.set(number.unit, list);
    }
  }
  for (const [unit, list] of byUnit) {
    if (list.length < 2) continue;
    for (const a of list) {
      for (const min of a.numbers) {
        if (min.unit !== unit || min.bound !== "min") continue;
        for (const b of list) {
          if (b === a || b.line.number === a.line.number) continue;
          const shared = sharedWords(a, b);
          if (shared.length === 0) continue;
          const below = b.numbers.find(
            (n) => n.unit === unit && (n.bound === "exact" || n.bound === "max") && n.value < min.value,
          );
          // A floor against an allowed smaller value: the permitting rule does not forbid it.
          if (below && below.bound === "exact" && b.modality !== "must-not" && !a.condition && !b.condition) {
            yield [a, b, `${shared[0]}: at least ${min.value} against ${below.value} (${unit})`];
            continue;
          }
          // Overlapping ranges sent opposite ways on the shared word.
          const ceiling = b.numbers.find((n) => n.unit === unit && n.bound === "max" && n.value > min.value);
          const opposed = ceiling && shared.find((word) => negatesWord(a, word) !== negatesWord(b, word));
          if (ceiling && opposed)
            yield [a, b, `${opposed}: over ${min.value} against under ${ceiling.value} (${unit})`];
        }
      }
    }
  }
}

/** Content words (not numbers) both rules are about. */
function sharedWords(a: Directive, b: Directive): string[] {
  const right = new Set(topicWords(b));
  return topicWords(a).filter((word) => right.has(word) && !/\d/.test(word) && word.length > 3);
}

/** Two numeric rules are about the same answers unless they name different things (story vs summary). */
function sameScope(a: Directive, b: Directive): boolean {
  return a.section === b.section || !a.condition || !b.condition;
}
