import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { benchAudit, measureReviewQuality } from "./review-audit";
import { formatReviewMetrics, formatReviewSummary } from "../apps/server/src/agents/instructions-review/review-metrics";

/**
 * `npm run bench:review`: the guided instructions review alone — its agreement with the labelled
 * corpus (tuning part, and the totals of the four held-out parts) and its speed on 20,000 words. Writes bench/review-results.json;
 * `npm run bench` runs the same measures as part of the whole benchmark.
 */

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Issue 11: a review of 20,000 words in at most 50 ms. */
export const GUIDED_REVIEW_BUDGET_MS = 50;

export function measureReviewSection() {
  const quality = measureReviewQuality();
  const speed = benchAudit(20_000);
  const distinct = benchAudit(20_000, { distinct: true });
  return {
    quality: {
      tuning: { ...quality.tuning, misses: quality.tuning.misses.length },
      heldOut: quality.heldOut,
      heldOutB: quality.heldOutB,
      heldOutC: quality.heldOutC,
      heldOutD: quality.heldOutD,
    },
    speed: {
      words: speed.words,
      medianMs: speed.ms,
      distinctLinesMedianMs: distinct.ms,
      budgetMs: GUIDED_REVIEW_BUDGET_MS,
    },
    summary: [
      formatReviewMetrics("Guided review, tuning part", quality.tuning),
      // Held-out parts: totals only, never their per-dimension rows (they are not tuned on).
      formatReviewSummary("Guided review, held-out part", quality.heldOut),
      formatReviewSummary("Guided review, fresh held-out part (held-out-b)", quality.heldOutB),
      formatReviewSummary("Guided review, held-out-c (labelled with two levels and relevance)", quality.heldOutC),
      formatReviewSummary("Guided review, held-out-d (second calibration part, issue 39)", quality.heldOutD),
      `Guided review speed: ${speed.words} words in ${speed.ms} ms (median; every line distinct: ${distinct.ms} ms; budget ${GUIDED_REVIEW_BUDGET_MS} ms)`,
    ].join("\n\n"),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { summary, ...figures } = measureReviewSection();
  writeFileSync(
    join(ROOT, "bench", "review-results.json"),
    `${JSON.stringify({ generatedAt: new Date().toISOString(), ...figures }, null, 2)}\n`,
  );
  console.log(summary);
}
