/**
 * Markdown as a screen reader should hear it: the words without the marks. Live regions are read
 * as text, so "**Topic 2 of 7**" would otherwise be spoken with its asterisks.
 */
export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      // Fenced code: keep the code, drop the fences.
      .replace(/^```[^\n]*\n?/gm, "")
      // Images and links: their text.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
      // Headings, quotes, list bullets and rules at the start of a line.
      .replace(/^\s{0,3}#{1,6}\s+/gm, "")
      .replace(/^\s{0,3}>\s?/gm, "")
      .replace(/^\s*[-*+]\s+(\[[ xX]\]\s+)?/gm, "")
      .replace(/^\s{0,3}([-*_])(\s*\1){2,}\s*$/gm, "")
      // Emphasis and inline code; a lone * (as in 2 * 3) stays.
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2")
      .replace(/(\*|_)(?=\S)([^*_\n]*?\S)\1(?![\w])/g, "$2")
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, "$1")
      .replace(/`([^`]+)`/g, "$1")
      // Table pipes and separator rows.
      .replace(/^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*$/gm, "")
      .replace(/[ \t]*\|[ \t]*/g, " ")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "")
      .join("\n")
  );
}
