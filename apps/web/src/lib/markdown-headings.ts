import { markdownToPlainText } from "./markdown-text";

export interface MarkdownHeading {
  level: number;
  text: string;
  /** The anchor of the heading on the page (see createSlugger). */
  id: string;
}

/**
 * Anchors for headings: lower-case words joined by '-', numbered when a text repeats. The table of
 * contents and the rendered headings both use a fresh slugger in document order, so they agree.
 */
export function createSlugger(prefix = "section-") {
  const seen = new Map<string, number>();
  return (text: string) => {
    const base =
      text
        .toLowerCase()
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "") || "section";
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return `${prefix}${count === 0 ? base : `${base}-${count + 1}`}`;
  };
}

/** The ATX headings (# …) of a Markdown text in order, outside code blocks. */
export function markdownHeadings(markdown: string): MarkdownHeading[] {
  const slug = createSlugger();
  const headings: MarkdownHeading[] = [];
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch?.[1]) {
      const marker = fenceMatch[1][0] ?? "`";
      if (fence === null) fence = marker;
      else if (fence === marker) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1] || !heading[2]) continue;
    const text = markdownToPlainText(heading[2]);
    headings.push({ level: heading[1].length, text, id: slug(text) });
  }
  return headings;
}
