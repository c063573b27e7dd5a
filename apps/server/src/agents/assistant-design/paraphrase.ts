import { escapeMarkdownText } from "../runtime/markdown";

/**
 * A fact said back as understood, not echoed: first person becomes second person ("our shop" is
 * "your shop"), lead-ins go ("Basically, I think…"), long facts are shortened at a word. Escaped,
 * so that it can sit inside a line of Markdown.
 */

const MAX_WORDS = 18;

const PERSON: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bwe're\b/gi, "you're"],
  [/\bwe've\b/gi, "you've"],
  [/\bwe'd\b/gi, "you'd"],
  [/\bwe'll\b/gi, "you'll"],
  [/\bI'm\b/g, "you're"],
  [/\bI've\b/g, "you've"],
  [/\bwe\b/gi, "you"],
  [/\bI\b/g, "you"],
  [/\bour\b/gi, "your"],
  [/\bours\b/gi, "yours"],
  [/\bmy\b/gi, "your"],
  [/\bus\b/g, "you"],
  [/\bme\b/gi, "you"],
];

export function paraphrase(text: string, maxWords = MAX_WORDS): string {
  let line = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:(?:well|so|basically|honestly|i think|i guess|i'd say|probably|hmm+|ok|okay)\b[\s,:-]*)+/i, "");
  for (const [pattern, replacement] of PERSON) line = line.replace(pattern, replacement);
  const words = line.split(" ");
  const cut = words.length > maxWords;
  line = (cut ? words.slice(0, maxWords).join(" ") : line).replace(/[\s,;:.!?]+$/, "");
  line = line.charAt(0).toLowerCase() + line.slice(1);
  // "It answers…" reads as a fact about the assistant: keep "it", drop nothing else.
  return escapeMarkdownText(cut ? `${line}…` : line);
}
