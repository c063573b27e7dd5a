import { describe, expect, it } from "vitest";
import type { Report } from "@aesop/shared/contracts/reports";
import { openGaps, readReviewScore, reviewScore } from "./review-score";

type Review = NonNullable<Report["details"]["review"]>;

const details = (review: Review | null) => ({ review }) as Report["details"];

/** A review with `gaps` dimensions not covered out of `total`. */
function review(gaps: number, total = 15): Pick<Report, "details" | "title"> {
  const dimensions = Array.from({ length: total }, (_, index) => ({ status: index < gaps ? "missing" : "covered" }));
  return {
    title: "Instructions review (score 72/100)",
    details: details({ overallScore: 71.6, dimensions } as unknown as Review),
  };
}

describe("review figures", () => {
  it("counts gaps and reads the score from the findings or the title", () => {
    expect(openGaps(review(4))).toBe(4);
    expect(reviewScore(review(4))).toBe(72);
    expect(reviewScore({ title: "Instructions review (score 55/100)", details: details(null) })).toBe(55);
    expect(openGaps({ details: details(null) })).toBeNull();
    expect(readReviewScore(review(0))).toEqual({ score: 72, gaps: 0 });
  });
});
