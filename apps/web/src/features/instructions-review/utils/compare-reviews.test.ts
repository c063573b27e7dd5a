import { describe, expect, it } from "vitest";
import type { ReviewDimension } from "@aesop/shared/contracts/instructions-review";
import type { Report } from "@aesop/shared/contracts/reports";
import { comparisonPair, compareVerdicts, instructionsDiff, neighbourPair } from "./compare-reviews";

type Review = NonNullable<Report["details"]["review"]>;

function dimension(
  id: ReviewDimension["id"],
  status: ReviewDimension["status"],
  severity: ReviewDimension["severity"] = "none",
): ReviewDimension {
  const score = status === "covered" ? 2 : status === "partial" ? 1 : 0;
  return {
    id,
    name: id,
    weight: 1,
    status,
    score,
    severity,
    confidence: "high",
    summary: "",
    evidence: [],
    whyItMatters: "",
    suggestions: [],
  };
}

const withDimensions = (dimensions: ReviewDimension[] | null): Pick<Report, "details"> =>
  ({ details: { review: dimensions ? ({ dimensions } as Review) : null } }) as Pick<Report, "details">;

describe("compareVerdicts", () => {
  it("puts each dimension's verdicts side by side and says whether it got better or worse", () => {
    const rows = compareVerdicts(
      withDimensions([
        dimension("purpose", "missing", "high"),
        dimension("privacy", "covered"),
        dimension("tone", "partial", "medium"),
        dimension("scope", "partial", "low"),
      ]),
      withDimensions([
        dimension("purpose", "covered"),
        dimension("privacy", "partial", "medium"),
        dimension("tone", "partial", "low"),
        dimension("scope", "partial", "low"),
      ]),
    );
    expect(rows?.map((row) => [row.id, row.change])).toEqual([
      ["purpose", "better"],
      ["privacy", "worse"],
      ["tone", "better"],
      ["scope", "same"],
    ]);
  });

  it("shows a dimension only one review has, and nothing when neither has findings", () => {
    const rows = compareVerdicts(withDimensions(null), withDimensions([dimension("purpose", "covered")]));
    expect(rows?.map((row) => [row.id, row.base, row.head?.status, row.change])).toEqual([
      ["purpose", null, "covered", "unknown"],
    ]);
    expect(compareVerdicts(withDimensions(null), withDimensions(null))).toBeNull();
  });
});

describe("instructionsDiff", () => {
  it("marks added and removed lines with their line numbers in each version", () => {
    const diff = instructionsDiff("You are a tutor.\nBe kind.\n", "You are a tutor.\nBe patient.\nNever share data.");
    expect(diff?.added).toBe(2);
    expect(diff?.removed).toBe(1);
    expect(diff?.rows).toEqual([
      { kind: "same", text: "You are a tutor.", baseLine: 1, headLine: 1 },
      { kind: "removed", text: "Be kind.", baseLine: 2 },
      { kind: "added", text: "Be patient.", headLine: 2 },
      { kind: "added", text: "Never share data.", headLine: 3 },
    ]);
  });

  it("ignores Windows line ends and a missing final newline", () => {
    expect(instructionsDiff("a\r\nb", "a\nb\n")).toEqual({
      rows: [{ kind: "skipped", count: 2 }],
      added: 0,
      removed: 0,
    });
  });

  it("folds unchanged lines far from any change, keeping three lines of context", () => {
    const lines = Array.from({ length: 20 }, (_, index) => `line ${index + 1}`);
    const changed = lines.map((line, index) => (index === 9 ? "line ten, reworded" : line));
    const diff = instructionsDiff(lines.join("\n"), changed.join("\n"));
    expect(diff?.rows.map((row) => (row.kind === "skipped" ? `…${row.count}` : row.kind))).toEqual([
      "…6",
      "same",
      "same",
      "same",
      "removed",
      "added",
      "same",
      "same",
      "same",
      "…7",
    ]);
  });
});

describe("comparisonPair", () => {
  const review = (id: number, day: number, status: Report["status"] = "done") => ({
    id,
    agent: "instructions-review" as const,
    status,
    createdAt: `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`,
  });
  const reports = [
    review(9, 20),
    review(4, 10),
    review(7, 15),
    review(11, 21, "running"),
    { ...review(5, 12), agent: "ethos" as const },
  ];

  it("compares the two reviews the URL names", () => {
    expect(comparisonPair(reports, 4, 7)).toEqual({ base: reports[1], head: reports[2] });
  });

  it("falls back to the newest finished review and the one before it", () => {
    expect(comparisonPair(reports, null, null)).toEqual({ base: reports[2], head: reports[0] });
    // Not a review, not finished, or the same one twice: the default pair.
    expect(comparisonPair(reports, 5, 11)).toEqual({ base: reports[2], head: reports[0] });
    expect(comparisonPair(reports, 9, 9)).toEqual({ base: reports[2], head: reports[0] });
  });

  it("pairs a single named review with its neighbour", () => {
    expect(comparisonPair(reports, null, 7)).toEqual({ base: reports[1], head: reports[2] });
    expect(comparisonPair(reports, 7, null)).toEqual({ base: reports[2], head: reports[0] });
  });

  it("offers to compare a review with the one before it, the first one with the one after it", () => {
    expect(neighbourPair(reports, 9)).toEqual({ base: 7, head: 9 });
    expect(neighbourPair(reports, 4)).toEqual({ base: 4, head: 7 });
    expect(neighbourPair(reports, 11)).toBeNull();
    expect(neighbourPair([review(1, 1)], 1)).toBeNull();
  });

  it("needs two finished reviews", () => {
    expect(comparisonPair([review(1, 1), review(2, 2, "failed")], null, null)).toBeNull();
  });
});
