/**
 * Markdown helpers every agent's report uses for user text (quotes, project names, answers).
 */

/**
 * Makes text safe to place inside a line of Markdown (never at its start): one line, Markdown
 * punctuation backslash-escaped, "<" and entity-like "&" written as entities so that no HTML tag
 * or entity can form. It renders as the same characters.
 */
export function escapeMarkdownText(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/&(?=#?\w+;)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/[\\`*_[\]|#~>]/g, "\\$&");
}
