import type { Report } from "@aesop/shared/contracts/reports";

/** Dimensions of a review that are not covered yet: the gaps the Interview asks about. */
export function openGaps(report: Pick<Report, "details">): number | null {
  const review = report.details.review;
  return review ? review.dimensions.filter((dimension) => dimension.status !== "covered").length : null;
}

/** The review's overall score (0-100), from its findings or else from its title '(score 72/100)'. */
export function reviewScore(report: Pick<Report, "details" | "title">): number | null {
  if (report.details.review) return Math.round(report.details.review.overallScore);
  const match = /score (\d+)\/100/.exec(report.title);
  return match ? Number(match[1]) : null;
}

/** What the workspace shows beside a review: its score and its open gaps. */
export const readReviewScore = (report: Pick<Report, "details" | "title">) => ({
  score: reviewScore(report),
  gaps: openGaps(report),
});
