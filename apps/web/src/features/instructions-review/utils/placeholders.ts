/** A bracketed placeholder left in instructions, e.g. `[CRISIS LINE FOR YOUR USERS' COUNTRY, e.g. 988 …]`. */
export interface Placeholder {
  text: string;
  /** Offsets in the text (end exclusive), for selecting it in the textarea. */
  start: number;
  end: number;
  /** 1-based line. */
  line: number;
}

/**
 * `[` + words in capitals (the first of at least two letters, so `[X]` checkboxes and `[A-Z]`
 * classes are not placeholders) + an optional description after `:` or `,` + `]`, not followed by
 * `(` (a Markdown link). The Ideation Agent's drafts write them so: `[TONE: three words for its voice]`.
 */
const PLACEHOLDER = /\[([A-Z]{2}[A-Z0-9'’&/.-]*(?: [A-Z0-9'’&/.-]+)*)(?:[:,][^\]\n]*)?\](?!\()/g;

/** Bracketed words that mark parts of a prompt rather than ask to be filled in. */
const PROMPT_MARKERS = new Set([
  "IMPORTANT",
  "NOTE",
  "INST",
  "SYSTEM",
  "USER",
  "ASSISTANT",
  "WARNING",
  "CRITICAL",
  "EXAMPLE",
  "CONTEXT",
  "END",
]);

/** The to-do list an Ideation draft starts with: 'Placeholders to fill in before use (3):' and '- [..]' lines. */
const LIST_HEADING = /^Placeholders to fill in before use \(\d+\):[ \t]*$/;

/** The line range of the draft's to-do list, heading to its last item, or null. */
function placeholderList(lines: readonly string[]): { from: number; to: number } | null {
  const from = lines.findIndex((line) => LIST_HEADING.test(line));
  if (from === -1) return null;
  let to = from;
  while (to + 1 < lines.length && /^- \[/.test(lines[to + 1] ?? "")) to += 1;
  return { from, to };
}

/** The placeholders still in the instructions, in order (the draft's own to-do list left out). */
export function findPlaceholders(text: string): Placeholder[] {
  const lines = text.split("\n");
  const list = placeholderList(lines);
  const found: Placeholder[] = [];
  let offset = 0;
  lines.forEach((line, index) => {
    if (!list || index < list.from || index > list.to) {
      for (const match of line.matchAll(PLACEHOLDER)) {
        const words = match[1] ?? "";
        if (PROMPT_MARKERS.has(words)) continue;
        const start = offset + match.index;
        found.push({ text: match[0], start, end: start + match[0].length, line: index + 1 });
      }
    }
    offset += line.length + 1;
  });
  return found;
}

/**
 * An Ideation draft without its to-do list of placeholders (and the blank line after it): the
 * review form lists the placeholders itself, and the list is not part of the instructions.
 */
export function withoutPlaceholderList(text: string): string {
  const lines = text.split("\n");
  const list = placeholderList(lines);
  if (!list || list.from !== 0) return text;
  let next = list.to + 1;
  while (next < lines.length && lines[next]?.trim() === "") next += 1;
  return lines.slice(next).join("\n");
}
