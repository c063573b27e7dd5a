import { diffLines } from "diff";
import type { ReviewDimension } from "@aesop/shared/contracts/instructions-review";
import type { Report } from "@aesop/shared/contracts/reports";

/** How a dimension's verdict moved from the older review to the newer one. */
export type VerdictChange = "same" | "better" | "worse" | "changed" | "unknown";

export interface VerdictRow {
  id: string;
  name: string;
  base: ReviewDimension | null;
  head: ReviewDimension | null;
  change: VerdictChange;
}

const SEVERITY_RANK = { none: 0, low: 1, medium: 2, high: 3 } as const;

/**
 * Each dimension's verdict in both reviews, in the newer review's rubric order (then any only the
 * older one has). A verdict is its status and its severity: better when the dimension scores
 * higher or, at the same score, is less severe. Null when neither review has per-dimension
 * findings (reviews stored before they existed, or written by a webhook).
 */
export function compareVerdicts(base: Pick<Report, "details">, head: Pick<Report, "details">): VerdictRow[] | null {
  const before = base.details.review?.dimensions ?? null;
  const after = head.details.review?.dimensions ?? null;
  if (!before && !after) return null;
  const ids = [...(after ?? []), ...(before ?? [])].map((dimension) => dimension.id);
  return [...new Set(ids)].map((id) => {
    const old = before?.find((dimension) => dimension.id === id) ?? null;
    const now = after?.find((dimension) => dimension.id === id) ?? null;
    return { id, name: (now ?? old)?.name ?? id, base: old, head: now, change: verdictChange(old, now) };
  });
}

function verdictChange(base: ReviewDimension | null, head: ReviewDimension | null): VerdictChange {
  if (!base || !head) return "unknown";
  if (base.score !== head.score) return head.score > base.score ? "better" : "worse";
  const severity = SEVERITY_RANK[head.severity] - SEVERITY_RANK[base.severity];
  if (severity !== 0) return severity < 0 ? "better" : "worse";
  return base.status === head.status ? "same" : "changed";
}

/** A line of the instructions diff; unchanged runs far from a change fold into a 'skipped' row. */
export type DiffRow =
  | { kind: "same" | "added" | "removed"; text: string; baseLine?: number; headLine?: number }
  | { kind: "skipped"; count: number };

export interface InstructionsDiff {
  rows: DiffRow[];
  added: number;
  removed: number;
}

/** Beyond this much work the line diff gives up rather than freeze the page (100,000-character inputs). */
const DIFF_TIMEOUT_MS = 1500;

/**
 * What changed in the instructions between two reviews, line by line (CRLF and a missing final
 * newline do not count as changes), keeping `context` unchanged lines around each change. Null
 * when the texts are too different to diff in reasonable time.
 */
export function instructionsDiff(base: string, head: string, context = 3): InstructionsDiff | null {
  const changes = diffLines(normalize(base), normalize(head), { timeout: DIFF_TIMEOUT_MS });
  if (!changes) return null;
  const lines: Extract<DiffRow, { text: string }>[] = [];
  let baseLine = 0;
  let headLine = 0;
  for (const change of changes) {
    for (const text of change.value.replace(/\n$/, "").split("\n")) {
      if (change.added) lines.push({ kind: "added", text, headLine: ++headLine });
      else if (change.removed) lines.push({ kind: "removed", text, baseLine: ++baseLine });
      else lines.push({ kind: "same", text, baseLine: ++baseLine, headLine: ++headLine });
    }
  }
  const near = lines.map((line, index) =>
    lines.slice(Math.max(0, index - context), index + context + 1).some((other) => other.kind !== "same"),
  );
  const rows: DiffRow[] = [];
  lines.forEach((line, index) => {
    if (line.kind !== "same" || near[index]) return void rows.push(line);
    const last = rows.at(-1);
    if (last?.kind === "skipped") last.count += 1;
    else rows.push({ kind: "skipped", count: 1 });
  });
  return {
    rows,
    added: lines.filter((line) => line.kind === "added").length,
    removed: lines.filter((line) => line.kind === "removed").length,
  };
}

function normalize(text: string): string {
  const unix = text.replace(/\r\n?/g, "\n");
  return unix === "" || unix.endsWith("\n") ? unix : `${unix}\n`;
}

/** The Instructions Reviews of a project that can be compared: done, newest first. */
export function comparableReviews<T extends Pick<Report, "agent" | "status" | "createdAt" | "id">>(
  reports: readonly T[],
): T[] {
  return reports
    .filter((report) => report.agent === "instructions-review" && report.status === "done")
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

/**
 * The two reviews to compare: the ones the URL names when both are comparable reviews, else the
 * newest and the one before it (the older always the base). Null with fewer than two reviews.
 */
export function comparisonPair<T extends Pick<Report, "agent" | "status" | "createdAt" | "id">>(
  reports: readonly T[],
  baseId: number | null,
  headId: number | null,
): { base: T; head: T } | null {
  const reviews = comparableReviews(reports);
  const base = reviews.find((report) => report.id === baseId);
  const head = reviews.find((report) => report.id === headId);
  if (base && head && base.id !== head.id) return { base, head };
  if (reviews.length < 2) return null;
  // One of the two named: compare it with its neighbour (the review before a head, after a base).
  if (head && !base) {
    const older = reviews[reviews.indexOf(head) + 1];
    if (older) return { base: older, head };
  }
  if (base && !head) {
    const newer = reviews[reviews.indexOf(base) - 1];
    if (newer) return { base, head: newer };
  }
  const [newest, previous] = reviews as [T, T, ...T[]];
  return { base: previous, head: newest };
}

/**
 * What 'Compare' next to a review opens: that review against the one before it, or, for the first
 * review, against the one after it. Null when the project has no other finished review.
 */
export function neighbourPair<T extends Pick<Report, "agent" | "status" | "createdAt" | "id">>(
  reports: readonly T[],
  reportId: number,
): { base: number; head: number } | null {
  const reviews = comparableReviews(reports);
  const index = reviews.findIndex((review) => review.id === reportId);
  if (index === -1) return null;
  const older = reviews[index + 1];
  if (older) return { base: older.id, head: reportId };
  const newer = reviews[index - 1];
  return newer ? { base: reportId, head: newer.id } : null;
}
