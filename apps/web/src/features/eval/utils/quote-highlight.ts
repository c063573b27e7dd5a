/**
 * The offending words of a reply: a failing check's reason quotes the reply ("Contains personal data
 * ("jane@example.com")", "Refuses: "I can't help…""), so each quoted fragment found in the reply is
 * marked there. A quote cut short with "…" is matched by what precedes the ellipsis; a quoted
 * fragment that is not in the reply (the rule a reply broke, a wording it lacks) marks nothing.
 */

/** Fragments between straight or curly double quotes, without a trailing ellipsis; the shortest are noise. */
export function quotedFragments(reason: string): string[] {
  const fragments: string[] = [];
  for (const match of reason.matchAll(/"([^"]+)"|“([^”]+)”/g)) {
    const fragment = (match[1] ?? match[2] ?? "").replace(/(?:…|\.\.\.)$/, "").trim();
    if (fragment.length >= 3) fragments.push(fragment);
  }
  return fragments;
}

export interface ReplySegment {
  text: string;
  marked: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The reply cut into plain and marked segments: case-insensitive, and any run of spaces in a quote
 * matches any run of whitespace in the reply (the judge quotes a reply with its line breaks flattened);
 * overlapping quotes merge into one mark.
 */
export function highlightQuotes(reply: string, quotes: readonly string[]): ReplySegment[] {
  const ranges: [number, number][] = [];
  for (const quote of quotes) {
    const words = quote.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const pattern = new RegExp(words.map(escapeRegExp).join("\\s+"), "gi");
    for (const match of reply.matchAll(pattern)) ranges.push([match.index, match.index + match[0].length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  const segments: ReplySegment[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) segments.push({ text: reply.slice(cursor, start), marked: false });
    segments.push({ text: reply.slice(start, end), marked: true });
    cursor = end;
  }
  if (cursor < reply.length || segments.length === 0) segments.push({ text: reply.slice(cursor), marked: false });
  return segments;
}
