export type TextSegment = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?*]$/;
const CLOSERS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Drop the sentence punctuation and unbalanced closing brackets that follow a URL in prose. */
function trimCandidate(candidate: string): string {
  let url = candidate;
  for (;;) {
    const last = url.at(-1) ?? "";
    const opener = CLOSERS[last];
    if (TRAILING_PUNCTUATION.test(url)) url = url.slice(0, -1);
    else if (opener && count(url, last) > count(url, opener)) url = url.slice(0, -1);
    else return url;
  }
}

/** The URL as a safe link target, or null unless it is a well-formed http(s) URL. */
export function safeHttpUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Splits plain text into text and link segments; only http(s) URLs become links, so nothing the
 * text contains can become markup or a javascript: link.
 */
export function linkifyText(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = segments.at(-1);
    if (previous?.kind === "text") previous.text += value;
    else segments.push({ kind: "text", text: value });
  };

  for (const match of text.matchAll(URL_CANDIDATE)) {
    const start = match.index;
    const candidate = trimCandidate(match[0]);
    const href = safeHttpUrl(candidate);
    if (!href) continue;
    pushText(text.slice(cursor, start));
    segments.push({ kind: "link", text: candidate, href });
    cursor = start + candidate.length;
  }
  pushText(text.slice(cursor));
  return segments;
}

/** Every distinct http(s) link in the text, in order of appearance. */
export function extractLinks(text: string): string[] {
  const links = linkifyText(text).flatMap((segment) => (segment.kind === "link" ? [segment.href] : []));
  return [...new Set(links)];
}
