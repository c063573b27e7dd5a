import { quoteLine, type InstructionLine } from "./instruction-lines";
import type { EvidenceQuote, VagueTerm, VagueWordingHit } from "./types";

/** Lines listed in the audit; a long text full of vague words is summarised by its total instead. */
export const MAX_VAGUE_LINES = 50;

export interface VagueWordingScan {
  /** Vague terms found, counting a term once per line. */
  total: number;
  /** The total weighted by how much each term hides (see the rubric). */
  points: number;
  lines: VagueWordingHit[];
  /** The first flagged lines, quoted around their first vague term. */
  quotes: EvidenceQuote[];
}

const MAX_QUOTES = 3;

export function findVagueWording(lines: readonly InstructionLine[], terms: readonly VagueTerm[]): VagueWordingScan {
  const anyTerm = anyTermPattern(terms);
  const scan: VagueWordingScan = { total: 0, points: 0, lines: [], quotes: [] };
  for (const line of lines) {
    if (!line.isRule || !anyTerm.test(line.text)) continue;
    const found = termsOnLine(line, terms);
    if (found.length === 0) continue;
    scan.total += found.length;
    scan.points += found.reduce((sum, hit) => sum + hit.weight, 0);
    if (scan.lines.length < MAX_VAGUE_LINES) {
      scan.lines.push({ line: line.number, terms: found.map((hit) => hit.word) });
    }
    if (scan.quotes.length < MAX_QUOTES) {
      const words = found.map((hit) => `"${hit.word}"`).join(", ");
      scan.quotes.push(quoteLine(line, found[0]?.index ?? 0, `vague: ${words}`));
    }
  }
  return scan;
}

/** One combined pattern per list of terms, compiled once, skips the lines with no vague term at all. */
const anyTermPatterns = new WeakMap<readonly VagueTerm[], RegExp>();

function anyTermPattern(terms: readonly VagueTerm[]): RegExp {
  let pattern = anyTermPatterns.get(terms);
  if (!pattern) {
    pattern = new RegExp(terms.map((term) => `(?:${term.pattern.source})`).join("|"), "i");
    anyTermPatterns.set(terms, pattern);
  }
  return pattern;
}

interface TermOnLine {
  /** As written on the line, lower-cased, e.g. "appropriately". */
  word: string;
  weight: number;
  index: number;
}

function termsOnLine(line: InstructionLine, terms: readonly VagueTerm[]): TermOnLine[] {
  const found: TermOnLine[] = [];
  for (const term of terms) {
    const match = term.pattern.exec(line.text);
    if (match) found.push({ word: match[0].toLowerCase(), weight: term.weight, index: match.index });
  }
  return found.sort((a, b) => a.index - b.index);
}
