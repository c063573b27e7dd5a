import type { ReviewQuote } from "@aesop/shared/contracts/instructions-review";

/** A quote before the audit says what it shows (its role). */
export type LineQuote = Omit<ReviewQuote, "role">;

/** Longest quote of a line in the audit; longer lines are quoted around the words that matched. */
export const MAX_QUOTE_LENGTH = 200;

/** A line of the instructions as the audit reads it. */
export interface InstructionLine {
  /** 1-based, as an editor shows it. */
  number: number;
  /** The line as written (without its line ending). */
  raw: string;
  /**
   * The line prepared for matching: Markdown emphasis marks removed ("**Never** share" reads
   * "Never share"), runs of spaces made one space and curly apostrophes made "'", so that the
   * rubric's patterns can expect plain text.
   */
  text: string;
  /** Where each character of `text` comes from in `raw`; null when they are the same. */
  rawOffsets: readonly number[] | null;
  /** A rule, not a blank line or a heading. */
  isRule: boolean;
}

const LINE_BREAK = /\r\n|\r|\n/;
const CURLY_APOSTROPHES = new Set(["\u2018", "\u2019", "\u02bc"]);
const EMPHASIS_MARKS = new Set(["*", "_", "`"]);
const NEEDS_PREPARING = /[*_`\u2018\u2019\u02bc]|\s\s|[^\S ]/;
/** Leading indentation, list bullets, numbers, block quotes and heading marks. */
const LEADING_MARKUP = /^\s*(?:(?:[-*+>]|\d{1,3}[.)]|#{1,6})\s+)*/;
const HEADING = /^\s{0,3}#{1,6}\s/;
const MAX_HEADING_WORDS = 12;
const WHITESPACE = /\s/;
const HAS_WORD = /[\p{L}\p{N}]/u;

export function splitInstructionLines(text: string): InstructionLine[] {
  if (text.trim() === "") return [];
  return text.split(LINE_BREAK).map((raw, index) => {
    const prepared = preparedLine(raw);
    return { number: index + 1, raw, text: prepared.text, rawOffsets: prepared.rawOffsets, isRule: prepared.isRule };
  });
}

interface PreparedLine {
  text: string;
  rawOffsets: number[] | null;
  isRule: boolean;
}

/**
 * A line's preparation depends on its text alone, so it is kept from one review to the next
 * (a revised text keeps most of its lines); bounded and emptied when full.
 */
const MAX_PREPARED = 20_000;
const PREPARED = new Map<string, PreparedLine>();

function preparedLine(raw: string): PreparedLine {
  const known = PREPARED.get(raw);
  if (known) return known;
  const prepared = { ...prepareForMatching(raw), isRule: HAS_WORD.test(raw) && !isHeading(raw) };
  if (PREPARED.size >= MAX_PREPARED) PREPARED.clear();
  PREPARED.set(raw, prepared);
  return prepared;
}

function prepareForMatching(raw: string): { text: string; rawOffsets: number[] | null } {
  // Most lines are plain already: keep them as they are, without an offset table.
  if (!NEEDS_PREPARING.test(raw)) return { text: raw, rawOffsets: null };
  const chars: string[] = [];
  const rawOffsets: number[] = [];
  let afterSpace = false;
  for (let index = 0; index < raw.length; index++) {
    const char = raw.charAt(index);
    if (EMPHASIS_MARKS.has(char)) continue;
    const isSpace = char === " " || WHITESPACE.test(char);
    if (isSpace && afterSpace) continue;
    afterSpace = isSpace;
    chars.push(isSpace ? " " : CURLY_APOSTROPHES.has(char) ? "'" : char);
    rawOffsets.push(index);
  }
  return { text: chars.join(""), rawOffsets };
}

/** The index in the line as written of a match found in `text`. */
export function rawIndexOf(line: InstructionLine, textIndex: number): number {
  if (!line.rawOffsets) return textIndex;
  return line.rawOffsets[textIndex] ?? line.raw.length;
}

/** A Markdown heading names a section; a "heading" of many words is a rule with a stray "#". */
function isHeading(raw: string): boolean {
  return HEADING.test(raw) && countWords(raw) <= MAX_HEADING_WORDS;
}

/** Runs of non-space characters, counted in one pass without building match objects. */
export function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // The same characters as /\s/: space, tab to carriage return, and the Unicode spaces.
    const space = code === 32 || (code >= 9 && code <= 13) || (code >= 0x80 && WHITESPACE.test(text.charAt(index)));
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}

/**
 * Quotes a line as written: without its indentation and list or heading marks, and for a long line
 * only a window around the match at `textIndex` (an index in `text`), cut at spaces and marked with
 * "…". The quote is always a substring of the line once the "…" marks are removed.
 */
export function quoteLine(line: InstructionLine, textIndex = 0, note?: string): LineQuote {
  const start = LEADING_MARKUP.exec(line.raw)?.[0].length ?? 0;
  const body = line.raw.slice(start).trimEnd();
  const at = Math.max(0, rawIndexOf(line, textIndex) - start);
  const quote = body.length <= MAX_QUOTE_LENGTH ? body : windowAround(body, at);
  return note === undefined ? { line: line.number, quote } : { line: line.number, quote, note };
}

function windowAround(body: string, at: number): string {
  // Start a third of the window before the match, so the quote shows what leads up to it.
  let from = Math.min(Math.max(0, at - Math.floor(MAX_QUOTE_LENGTH / 3)), body.length - MAX_QUOTE_LENGTH);
  let to = from + MAX_QUOTE_LENGTH;
  // Cut at spaces where there are some, so that no word (nor an emoji's surrogate pair) is cut in half.
  if (from > 0) {
    const space = body.indexOf(" ", from);
    if (space !== -1 && space < at) from = space + 1;
  }
  if (to < body.length) {
    const space = body.lastIndexOf(" ", to);
    if (space > from) to = space;
  }
  const window = body.slice(from, to).trim();
  return `${from > 0 ? "…" : ""}${window}${to < body.length ? "…" : ""}`;
}
