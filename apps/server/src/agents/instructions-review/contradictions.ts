import { quoteLine, type InstructionLine } from "./instruction-lines";
import type { ConflictPair, ConflictSide, Contradiction } from "./types";

/**
 * Finds rules that cannot both be followed: "always X" against "never X" on the same subject, and
 * the known pairs of the rubric ("keep answers short" against "explain in detail", "never refuse"
 * against a refusal rule...). A false alarm costs the creator a whole dimension, so the finder
 * prefers to miss a conflict: conditional rules ("unless", "if", "when") are left out, because a
 * condition is how a creator states an exception on purpose.
 */

/** Enough to show a creator the problem; a long text repeating the same rules stops here. */
export const MAX_CONTRADICTIONS = 20;

type Polarity = "always" | "never";

/** A rule of the form "always <verb> <objects>" or "never <verb> <objects>". */
interface Directive {
  polarity: Polarity;
  verb: string;
  objects: readonly string[];
  /** The words after the marker, as written, to name the subject. */
  action: string;
  line: InstructionLine;
  index: number;
}

const SENTENCE = /[^.;!?]+/g;
const CLAUSE = /[^,]+/g;
const SENTENCE_MARKS: ReadonlySet<string> = new Set([".", ";", "!", "?"]);
const CLAUSE_MARKS: ReadonlySet<string> = new Set([".", ";", "!", "?", ","]);
/** A sentence with a condition states an exception, not a contradiction. */
const CONDITION = /\b(?:unless|except|other than|only (?:if|when|after)|if|when|whenever|once)\b/i;
const NEGATION = /\b(?:not|never|no|don't|avoid|without|nor|instead of)\b/i;
/** Group 1: a "never" marker; group 2: an "always" marker. "must not" comes before "must". */
const DIRECTIVE_MARKER =
  /\b(?:(never|do not|don't|must not|mustn't|should not|shouldn't|cannot|can't|under no circumstances)|(always|must|make sure to|make sure you|be sure to|remember to))\s+(?:ever\s+|always\s+)?/i;
const WORD = /[a-z][a-z']*/g;
/** Words that do not tell two subjects apart. */
const FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    "a an the to of for with in on at by about from into and or any all every each some your their them " +
    "they you yourself it its this that these those is are be our my me us his her as so very really more " +
    "other user users user's customer customers customer's student students people person specific " +
    "particular individual exact ever"
  ).split(" "),
);
const MAX_OBJECT_WORDS = 4;
const MAX_TOPIC_WORDS = 6;

export function findContradictions(lines: readonly InstructionLine[], pairs: readonly ConflictPair[]): Contradiction[] {
  const found = [...findOppositeDirectives(lines), ...pairs.flatMap((pair) => findConflictPair(lines, pair))];
  return found
    .sort((a, b) => a.first.line - b.first.line || a.second.line - b.second.line)
    .slice(0, MAX_CONTRADICTIONS);
}

// ---------------------------------------------------------------------------------------------
// "always X" against "never X"
// ---------------------------------------------------------------------------------------------

function findOppositeDirectives(lines: readonly InstructionLine[]): Contradiction[] {
  const directives = distinctDirectives(lines);
  const always = directives.filter((directive) => directive.polarity === "always");
  const found: Contradiction[] = [];
  for (const never of directives) {
    if (never.polarity !== "never") continue;
    for (const rule of always) {
      if (found.length >= MAX_CONTRADICTIONS) return found;
      if (rule.verb === never.verb && haveSameSubject(rule, never)) found.push(toContradiction(rule, never));
    }
  }
  return found;
}

/** Every directive once: a long text that repeats a rule yields it once, at its first line. */
function distinctDirectives(lines: readonly InstructionLine[]): Directive[] {
  const byKey = new Map<string, Directive>();
  for (const line of lines) {
    // Most lines hold no "always" or "never": one test skips them before any splitting.
    if (!line.isRule || !DIRECTIVE_MARKER.test(line.text)) continue;
    for (const directive of directivesOf(line)) {
      const key = `${directive.polarity}|${directive.verb}|${directive.objects.join(" ")}`;
      if (!byKey.has(key)) byKey.set(key, directive);
    }
  }
  return [...byKey.values()];
}

function directivesOf(line: InstructionLine): Directive[] {
  const directives: Directive[] = [];
  for (const sentence of line.text.matchAll(SENTENCE)) {
    if (CONDITION.test(sentence[0])) continue;
    for (const clause of sentence[0].matchAll(CLAUSE)) {
      const directive = directiveOf(clause[0], line, sentence.index + clause.index);
      if (directive) directives.push(directive);
    }
  }
  return directives;
}

function directiveOf(clause: string, line: InstructionLine, clauseIndex: number): Directive | null {
  const marker = DIRECTIVE_MARKER.exec(clause);
  if (!marker) return null;
  const action = clause.slice(marker.index + marker[0].length).trim();
  const words = (action.toLowerCase().match(WORD) ?? []).filter((word) => word !== "you" && word !== "to");
  const [first, ...rest] = words;
  if (first === undefined || FILLER_WORDS.has(first)) return null;
  const objects = [...new Set(rest.filter((word) => !FILLER_WORDS.has(word)).map(stem))].slice(0, MAX_OBJECT_WORDS);
  return {
    polarity: marker[1] === undefined ? "always" : "never",
    verb: stem(first),
    objects: objects.sort(),
    action,
    line,
    index: clauseIndex + marker.index,
  };
}

/**
 * Same subject when one rule's objects are all in the other's ("give a diagnosis" and "give the user a
 * diagnosis"). An absolute "never X" conflicts with any "always X ..."; an absolute "always X" does
 * not, because "always answer" next to "never answer medical questions" is usually meant as a limit.
 */
function haveSameSubject(always: Directive, never: Directive): boolean {
  if (never.objects.length === 0) return true;
  if (always.objects.length === 0) return false;
  return isSubset(always.objects, never.objects) || isSubset(never.objects, always.objects);
}

function isSubset(small: readonly string[], large: readonly string[]): boolean {
  return small.every((word) => large.includes(word));
}

/** A light stemmer: enough for "give", "gives" and "giving" to meet, nothing more. */
function stem(word: string): string {
  let stemmed = word.replace(/'s$/, "");
  if (stemmed.length > 5 && stemmed.endsWith("ing")) stemmed = stemmed.slice(0, -3);
  else if (stemmed.length > 4 && stemmed.endsWith("ies")) stemmed = `${stemmed.slice(0, -3)}y`;
  else if (stemmed.length > 4 && stemmed.endsWith("ed")) stemmed = stemmed.slice(0, -2);
  else if (stemmed.length > 3 && stemmed.endsWith("s") && !stemmed.endsWith("ss")) stemmed = stemmed.slice(0, -1);
  return stemmed.replace(/e$/, "");
}

function toContradiction(always: Directive, never: Directive): Contradiction {
  const [first, second] = always.line.number <= never.line.number ? [always, never] : [never, always];
  // The shorter action names what both rules are about: "never recommend travel insurance".
  const shorter = always.action.length <= never.action.length ? always.action : never.action;
  const topic = shorter.split(" ").slice(0, MAX_TOPIC_WORDS).join(" ");
  return {
    topic,
    first: quoteLine(first.line, first.index, `conflicts with line ${second.line.number} on ${topic}`),
    second: quoteLine(second.line, second.index, `conflicts with line ${first.line.number} on ${topic}`),
  };
}

// ---------------------------------------------------------------------------------------------
// Known pairs
// ---------------------------------------------------------------------------------------------

interface SideMatch {
  line: InstructionLine;
  index: number;
}

/**
 * The first line of each side of the pair. A line on both sides counts for the first side only:
 * first sides are the narrower patterns, and "Never refuse" also reads as a refusal rule.
 */
function findConflictPair(lines: readonly InstructionLine[], pair: ConflictPair): Contradiction[] {
  let first: SideMatch | null = null;
  let second: SideMatch | null = null;
  for (const line of lines) {
    if (first && second) break;
    if (!line.isRule) continue;
    const firstIndex = sideMatchIndex(line.text, pair.first);
    if (firstIndex !== -1) {
      first ??= { line, index: firstIndex };
      continue;
    }
    if (second) continue;
    const secondIndex = sideMatchIndex(line.text, pair.second);
    if (secondIndex !== -1) second = { line, index: secondIndex };
  }
  if (!first || !second) return [];
  const [earlier, later] = first.line.number <= second.line.number ? [first, second] : [second, first];
  return [
    {
      topic: pair.subject,
      first: quoteLine(earlier.line, earlier.index, `conflicts with line ${later.line.number} on ${pair.subject}`),
      second: quoteLine(later.line, later.index, `conflicts with line ${earlier.line.number} on ${pair.subject}`),
    },
  ];
}

/** Index of the first match that states the side as a rule (not negated when it must be affirmative, not conditional), or -1. */
function sideMatchIndex(text: string, side: ConflictSide): number {
  const match = side.pattern.exec(text);
  if (!match) return -1;
  // Most lines hold one match of a side; a negated or conditional first match is rare enough that
  // checking only the first keeps the scan to one `exec` per side and line.
  if (side.affirmative && isNegated(text, match.index)) return -1;
  return isConditional(text, match.index) ? -1 : match.index;
}

function isNegated(text: string, index: number): boolean {
  return NEGATION.test(text.slice(startOf(text, index, CLAUSE_MARKS), index));
}

function isConditional(text: string, index: number): boolean {
  return CONDITION.test(text.slice(startOf(text, index, SENTENCE_MARKS), endOf(text, index, SENTENCE_MARKS)));
}

function startOf(text: string, index: number, marks: ReadonlySet<string>): number {
  let start = index;
  while (start > 0 && !marks.has(text.charAt(start - 1))) start--;
  return start;
}

function endOf(text: string, index: number, marks: ReadonlySet<string>): number {
  let end = index;
  while (end < text.length && !marks.has(text.charAt(end))) end++;
  return end;
}
