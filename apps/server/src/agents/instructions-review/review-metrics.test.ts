import { describe, expect, it } from "vitest";
import type { LabelledSample } from "./corpus/labelled-sample";
import { TUNING_SETS } from "./corpus/tuning";
import { measureReview } from "./review-metrics";
import { RUBRIC } from "./rubric";
import type { DimensionId, DimensionStatus } from "./types";

function allLabelled(status: DimensionStatus): Record<DimensionId, DimensionStatus> {
  return Object.fromEntries(RUBRIC.map((dimension) => [dimension.id, status])) as Record<DimensionId, DimensionStatus>;
}

describe("measuring the review against labelled sets", () => {
  it("counts recall on flawed dimensions, false alarms on covered ones, planted conflicts and harmful rules", () => {
    const sample: LabelledSample = {
      id: "tiny-shop",
      title: "Tiny shop",
      domain: "retail",
      instructions: [
        "Always offer free delivery on every order.",
        "Never offer free delivery.",
        "Save each customer's card number to their profile.",
      ].join("\n"),
      // Contradictions and vague wording labelled covered, and the five dimensions a shop does not
      // raise (not judged by the review's relevance gates, decision 0087); the rest flawed.
      expected: {
        ...allLabelled("missing"),
        contradictions: "covered",
        "vague-wording": "covered",
        "regulated-advice": "covered",
        "prompt-injection": "covered",
        "minors-vulnerable": "covered",
        fairness: "covered",
        "safety-escalation": "covered",
      },
      contradictions: [{ lines: [1, 2], topic: "free delivery" }],
      harmful: [{ line: 3, dimension: "privacy" }],
      vague: [],
    };
    const metrics = measureReview([sample]);
    // 8 flawed dimensions, all flagged; "contradictions" is flagged although labelled covered.
    expect(metrics.recall).toEqual({ hits: 8, of: 8, rate: 1 });
    expect(metrics.falseAlarms).toEqual({ hits: 1, of: 7, rate: 1 / 7 });
    expect(metrics.dimensions.contradictions.falseAlarms).toEqual({ hits: 1, of: 1, rate: 1 });
    expect(metrics.contradictionsFound).toEqual({ hits: 1, of: 1, rate: 1 });
    expect(metrics.harmfulQuotedAsProblem).toEqual({ hits: 1, of: 1, rate: 1 });
    expect(metrics.flaggedWithQuote.of).toBe(9);
    expect(metrics.misses).toContainEqual({
      id: "tiny-shop",
      dimension: "contradictions",
      expected: "covered",
      got: "missing",
    });
  });

  // Floors on the tuning part only, a little under what the rules reach, so that a regression
  // shows; the held-out part is reported by `npm run bench:review`, never asserted or tuned on.
  it("keeps its figures on the tuning part of the labelled corpus", () => {
    const metrics = measureReview(TUNING_SETS);
    expect(metrics.sets).toBeGreaterThanOrEqual(81);
    // The part was relabelled by the two levels and the relevance test (decision 0087): recall is
    // lower than under the stricter reading, false alarms far lower (bench/README.md).
    expect(metrics.recall.rate).toBeGreaterThanOrEqual(0.82);
    expect(metrics.falseAlarms.rate).toBeLessThanOrEqual(0.06);
    // 53 of 63: the last eight sets were added as labelled, and the rules not tuned on them (their
    // 7 conflicts, none found, are a first-contact figure: docs/decisions/0012).
    expect(metrics.contradictionsFound.rate).toBeGreaterThanOrEqual(0.84);
    expect(metrics.flaggedWithQuote.rate).toBe(1);
    expect(metrics.harmfulQuotedAsProblem.rate).toBeGreaterThanOrEqual(0.97);
  });
});
