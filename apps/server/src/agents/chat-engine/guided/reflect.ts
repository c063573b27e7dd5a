import { escapeMarkdownText } from "../../runtime/markdown";

/**
 * Reflecting the user's own words back: a short quote of their answer, escaped so that it can sit
 * inside a line of Markdown without forming HTML, a link, emphasis or a heading.
 */

const QUOTE_MIN_WORDS = 5;
const QUOTE_MAX_WORDS = 14;
const QUOTE_MAX_CHARS = 120;

/** The opening of the text (whole sentences while short, else cut at a word), escaped, with "…" when cut. */
export function shortQuote(text: string, maxWords = QUOTE_MAX_WORDS): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  // Whole sentences until the quote says something, always a prefix of what the user wrote.
  let opening = oneLine;
  for (const end of oneLine.matchAll(/[.!?]+(?= |$)/g)) {
    const candidate = oneLine.slice(0, end.index + end[0].length);
    if (countWords(candidate) >= QUOTE_MIN_WORDS) {
      opening = candidate;
      break;
    }
  }
  let quote = opening;
  const words = quote.split(" ");
  if (words.length > maxWords) quote = words.slice(0, maxWords).join(" ");
  if (quote.length > QUOTE_MAX_CHARS) quote = cutAtWord(quote, QUOTE_MAX_CHARS);
  const cut = quote.length < oneLine.length;
  quote = quote.replace(/[\s,;:.!?]+$/, "");
  return escapeMarkdownText(cut ? `${quote}…` : quote);
}

/** "You said "…"." in one of a few wordings, chosen by the number of answers so far (deterministic). */
export function reflectAnswer(text: string, answerNumber: number): string {
  const quote = shortQuote(text);
  const wordings = [`You said "${quote}".`, `Thank you. You said "${quote}".`, `Noted. You said "${quote}".`];
  return wordings[answerNumber % wordings.length] ?? wordings[0] ?? "";
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => word !== "").length;
}

function cutAtWord(text: string, maxChars: number): string {
  const cut = text.slice(0, maxChars);
  const space = cut.lastIndexOf(" ");
  return space > maxChars / 2 ? cut.slice(0, space) : cut;
}
