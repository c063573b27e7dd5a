/**
 * A unified diff of two texts, line by line, with three lines of context (what `diff -u` and
 * `git apply` read). The lines in common at either end are set aside first: a fix changes a few
 * lines of long instructions, so the longest common subsequence runs on the few in between.
 */

const CONTEXT = 3;

type Edit = { kind: " " | "-" | "+"; text: string; oldAt: number; newAt: number };

function editsOf(before: readonly string[], after: readonly string[]): Edit[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  const a = before.slice(start, endBefore);
  const b = after.slice(start, endAfter);
  // lcs[i][j]: the longest common subsequence of a[i..] and b[j..]. A tie removes before it adds (as diff -u).
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i * width + j] =
        a[i] === b[j]
          ? lcs[(i + 1) * width + j + 1]! + 1
          : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);

  const edits: Edit[] = [];
  for (let k = 0; k < start; k++) edits.push({ kind: " ", text: before[k]!, oldAt: k, newAt: k });
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      edits.push({ kind: " ", text: a[i]!, oldAt: start + i, newAt: start + j });
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i * width + j + 1]! > lcs[(i + 1) * width + j]!)) {
      edits.push({ kind: "+", text: b[j]!, oldAt: start + i, newAt: start + j });
      j++;
    } else {
      edits.push({ kind: "-", text: a[i]!, oldAt: start + i, newAt: start + j });
      i++;
    }
  }
  for (let k = 0; k < before.length - endBefore; k++)
    edits.push({ kind: " ", text: before[endBefore + k]!, oldAt: endBefore + k, newAt: endAfter + k });
  return edits;
}

const linesOf = (text: string) => {
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  return lines;
};

export function unifiedDiff(before: string, after: string, oldName: string, newName: string): string {
  const edits = editsOf(linesOf(before), linesOf(after));
  const changed = edits.flatMap((edit, index) => (edit.kind === " " ? [] : [index]));
  if (changed.length === 0) return "";
  const out = [`--- a/${oldName}`, `+++ b/${newName}`];
  let at = 0;
  while (at < changed.length) {
    // A hunk: changes no more than 2 × CONTEXT unchanged lines apart, with CONTEXT lines around.
    let last = at;
    while (last + 1 < changed.length && changed[last + 1]! - changed[last]! <= 2 * CONTEXT) last++;
    const from = Math.max(0, changed[at]! - CONTEXT);
    const to = Math.min(edits.length - 1, changed[last]! + CONTEXT);
    const hunk = edits.slice(from, to + 1);
    const oldCount = hunk.filter((e) => e.kind !== "+").length;
    const newCount = hunk.filter((e) => e.kind !== "-").length;
    const first = hunk[0]!;
    const oldStart = oldCount === 0 ? first.oldAt : first.oldAt + 1;
    const newStart = newCount === 0 ? first.newAt : first.newAt + 1;
    out.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`);
    for (const edit of hunk) out.push(`${edit.kind}${edit.text}`);
    at = last + 1;
  }
  return `${out.join("\n")}\n`;
}
