import type { DirectiveIndex } from "./directive-index";
import { wordsOf } from "../../text/language";
import type { Directive } from "../../text/directives";
import { quoteLine } from "../../text/instruction-lines";
import { NUMBER_WORDS } from "../../text/vocabulary";
import type { EvidenceQuote, VagueWordingHit } from "./types";
import { VAGUE_ENTRIES, VAGUE_KINDS, type VagueEntry } from "./vague-lexicon";

/**
 * Vague wording: a term of the lexicon that decides what the assistant does, in a rule that gives
 * neither a threshold nor an example. "Keep stories appropriate" is flagged; "keep stories
 * appropriate: no violence, no romance" and "answer in a reasonable time (under 2 minutes)" are
 * not, and neither is a term inside a quoted reply, which is what the assistant says, not a rule.
 */

/** Lines listed in the audit; a long text full of vague words is summarised by its total instead. */
export const MAX_VAGUE_LINES = 50;
const MAX_QUOTES = 3;

export interface VagueWordingScan {
  /** Vague terms found, counting a term once per line. */
  total: number;
  /** The total weighted by how much each term hides. */
  points: number;
  /** A people criterion ("culture fit") decides who is served: one is enough to fail the dimension. */
  central: boolean;
  lines: VagueWordingHit[];
  quotes: EvidenceQuote[];
}

const BY_TERM = new Map(VAGUE_ENTRIES.map((entry) => [entry.term, entry]));
/** One pattern for the whole lexicon, longest terms first so that "sensitive topics" wins over "sensitive". */
const ANY_TERM = new RegExp(
  `(?<![\\w-])(?:${[...BY_TERM.keys()]
    .sort((a, b) => b.length - a.length)
    .map((term) => term.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/[ -]/g, "[ -]"))
    .join("|")})(?![\\w-])`,
  "gi",
);
/**
 * The longest word of every term ("conventions" for "our usual conventions"), in both its spaced
 * and hyphenated spelling: a directive with none of them is skipped before the lexicon's pattern runs.
 */
const KEY_WORDS: ReadonlySet<string> = new Set(
  [...BY_TERM.keys()].flatMap((term) => [longestWord(term), longestWord(term.replace(/ /g, "-"))]),
);

function longestWord(term: string): string {
  return wordsOf(term).reduce((longest, word) => (word.length > longest.length ? word : longest), "");
}

function mayHoldTerm(directive: Directive): boolean {
  for (const word of directive.words) {
    if (KEY_WORDS.has(word)) return true;
    if (word.includes("-") && word.split("-").some((part) => KEY_WORDS.has(part))) return true;
  }
  return false;
}
const QUOTED = /"[^"]*"|“[^”]*”|'[^']{12,}'/g;
/** A rule that gives an example or a threshold has made its criterion checkable. */
const MADE_CONCRETE =
  /\d|\be\.g\b|\bfor example\b|\bfor instance\b|\bsuch as\b|\bincluding\b|\bnamely\b|\bi\.e\b|:\s*\S/i;
/** Kinds whose meaning an example or a number settles; a hedge or a people criterion stays a judgement. */
const SETTLED_BY_EXAMPLE: ReadonlySet<VagueEntry["kind"]> = new Set(["judgement", "category", "threshold", "quality"]);

export function findVagueWording(index: DirectiveIndex): VagueWordingScan {
  // Every copy of a rule counts here: the creator must fix each line.
  const directives = index.all;
  const seen = new Map<string, ReturnType<typeof termsIn>>();
  const scan: VagueWordingScan = { total: 0, points: 0, central: false, lines: [], quotes: [] };
  const byLine = new Map<number, { hit: VagueWordingHit; index: number }>();
  for (const directive of directives) {
    let found = seen.get(directive.text);
    if (!found) {
      found = mayHoldTerm(directive) ? termsIn(directive) : [];
      seen.set(directive.text, found);
    }
    if (found.length === 0) continue;
    const number = directive.line.number;
    let entry = byLine.get(number);
    if (!entry) {
      entry = { hit: { line: number, terms: [], rewrites: [] }, index: directive.at + (found[0]?.index ?? 0) };
      byLine.set(number, entry);
    }
    for (const { term, entry: lexicon } of found) {
      if (entry.hit.terms.includes(term)) continue;
      entry.hit.terms.push(term);
      entry.hit.rewrites.push(VAGUE_KINDS[lexicon.kind].rewrite(term));
      scan.total += 1;
      scan.points += VAGUE_KINDS[lexicon.kind].weight;
      if (lexicon.kind === "people") scan.central = true;
    }
  }
  for (const [number, { hit, index }] of byLine) {
    if (scan.lines.length < MAX_VAGUE_LINES) scan.lines.push(hit);
    if (scan.quotes.length < MAX_QUOTES) {
      const line = directives.find((directive) => directive.line.number === number)?.line;
      if (line) {
        const words = hit.terms.map((term) => `"${term}"`).join(", ");
        scan.quotes.push({ ...quoteLine(line, index, `vague: ${words}`), role: "problem" });
      }
    }
  }
  return scan;
}

/**
 * "You are a friendly, professional guide", "Tone: warm and appropriate": a description of the
 * assistant's voice, not a criterion it applies (labelling guide).
 */
const PERSONA_LABEL =
  /^\W*(?:tone|voice|persona|personality|character|style|manner|register|vibe)\s*(?:of voice\s*)?[:=–—-]/i;
const PERSONA_OPENING =
  /^\W*(?:you are|you're|i am|i'm|(?:the |our )?(?:assistant|bot|agent) is|your (?:name|persona|personality|character|voice|tone|manner|style) is)\b/i;
const PERSONA_SECTION = /\b(?:tone|voice|persona|personality|character|style|manner|who you are|about you|identity)\b/i;

function describesPersona(directive: Directive): boolean {
  if (PERSONA_LABEL.test(directive.text)) return true;
  if (directive.modality !== "statement") return false;
  return PERSONA_OPENING.test(directive.text) || PERSONA_SECTION.test(directive.section ?? "");
}

function termsIn(directive: Directive): { term: string; entry: VagueEntry; index: number }[] {
  // "Warning signs." heading a paragraph is a label, not a criterion.
  if (directive.words.length <= 3 && /[.:]$/.test(directive.text)) return [];
  if (describesPersona(directive)) return [];
  const text = directive.text.replace(QUOTED, (quoted) => " ".repeat(quoted.length));
  // `matchAll` starts where `lastIndex` stands: the quick test must leave it at 0.
  ANY_TERM.lastIndex = 0;
  const any = ANY_TERM.test(text);
  ANY_TERM.lastIndex = 0;
  if (!any) return [];
  const concrete = MADE_CONCRETE.test(text);
  const found: { term: string; entry: VagueEntry; index: number }[] = [];
  for (const match of text.matchAll(ANY_TERM)) {
    const term = match[0]
      .toLowerCase()
      .replace(/[ -]+/g, (gap) => (gap.includes("-") && !gap.includes(" ") ? "-" : " "));
    const entry = BY_TERM.get(term) ?? BY_TERM.get(term.replace(/-/g, " ")) ?? BY_TERM.get(term.replace(/ /g, "-"));
    if (!entry) continue;
    if (concrete && SETTLED_BY_EXAMPLE.has(entry.kind)) continue;
    if (notACriterion(text, match.index, match[0], entry)) continue;
    found.push({ term: match[0].toLowerCase(), entry, index: match.index });
  }
  return found;
}

/** A length stated in numbers or number words: "at most 80 words", "one to three sentences". */
const STATED_LENGTH = new RegExp(
  `\\b(?:\\d+|${NUMBER_WORDS.join("|")}|a few)\\b[^.;!?]{0,20}?\\b(?:words?|sentences?|lines?|paragraphs?|characters?|bullets?|bullet points?)\\b`,
  "i",
);
const LENGTH_WORD = /\b(?:short|brief|concise)\b/i;
/** "Frequently asked questions": a name for a page, not a threshold. */
const NOUN_PHRASE_AFTER = /^\s+asked\b/i;
/**
 * A clause whose subject is someone else ("Some children will ... try to make you swear", "Users
 * may try to"): the words describe what they do, not a criterion the assistant applies.
 */
const OTHERS_AS_SUBJECT =
  /^\s*(?:(?:if|when|where|and|but)\s+)?(?:(?:some|many|a|an|the|any|other|most|few)\s+)?(?:users?|customers?|children|kids|people|visitors?|callers?|students?|pupils?|someone|somebody|anyone|they|he|she|parents?|members?|guests?|patients?|clients?|scammers?|trolls?)\b/i;

/**
 * Words that the lexicon lists but that do not leave a decision to the assistant here: a length
 * hedge beside a stated length (the number settles it), a threshold word inside a set phrase, a
 * hedge that describes what someone else does.
 */
function notACriterion(text: string, at: number, term: string, entry: VagueEntry): boolean {
  if (entry.kind === "hedge" && LENGTH_WORD.test(term)) return STATED_LENGTH.test(text);
  if (entry.kind === "threshold") return NOUN_PHRASE_AFTER.test(text.slice(at + term.length));
  if (entry.kind === "hedge") {
    const clauseStart = Math.max(...[".", ";", "!", "?"].map((mark) => text.lastIndexOf(mark, at))) + 1;
    return OTHERS_AS_SUBJECT.test(text.slice(clauseStart, at));
  }
  return false;
}
