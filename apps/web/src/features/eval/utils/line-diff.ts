/** One line of a diff: kept, removed or added. */
export interface DiffLine {
  kind: "same" | "removed" | "added";
  text: string;
}

/**
 * The lines of two texts as a diff (the longest common subsequence of the lines between the parts
 * they share at either end), for the diff view of an edited proposal: it follows every keystroke,
 * so the server's diff of the proposal as sent would go stale.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split("\n");
  const b = after.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const width = midB.length + 1;
  const lcs = new Uint32Array((midA.length + 1) * width);
  for (let i = midA.length - 1; i >= 0; i--)
    for (let j = midB.length - 1; j >= 0; j--)
      lcs[i * width + j] =
        midA[i] === midB[j]
          ? lcs[(i + 1) * width + j + 1]! + 1
          : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
  const lines: DiffLine[] = a.slice(0, start).map((text) => ({ kind: "same", text }));
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      lines.push({ kind: "same", text: midA[i++]! });
      j++;
    } else if (j < midB.length && (i === midA.length || lcs[i * width + j + 1]! > lcs[(i + 1) * width + j]!)) {
      lines.push({ kind: "added", text: midB[j++]! });
    } else {
      lines.push({ kind: "removed", text: midA[i++]! });
    }
  }
  for (const text of a.slice(endA)) lines.push({ kind: "same", text });
  return lines;
}
