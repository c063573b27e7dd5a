import { auditInstructions } from "./audit";
import type { LabelledSample } from "./corpus/labelled-sample";
import { RUBRIC } from "./rubric";
import type { DimensionId, DimensionStatus, InstructionsAudit } from "./types";

/**
 * How well the guided review agrees with hand-labelled instruction sets
 * (docs/review-labelling-guide.md), per dimension and in total:
 * - recall: of the dimensions labelled flawed (no "covered" among the labels), the share the
 *   review flags (partial or missing);
 * - false alarms: of the dimensions labelled only "covered", the share the review flags;
 * - contradictions found: a planted pair is found when one contradiction quotes both its lines;
 * - quoted: the share of flagged dimensions with at least one quote;
 * - harmful rules quoted: a planted harmful rule is found when its dimension quotes its line as
 *   the problem.
 */

export interface Rate {
  hits: number;
  of: number;
  /** hits / of, or null when there is nothing to count. */
  rate: number | null;
}

export interface DimensionMetrics {
  recall: Rate;
  falseAlarms: Rate;
}

export interface ReviewMetrics {
  sets: number;
  dimensions: Record<DimensionId, DimensionMetrics>;
  recall: Rate;
  falseAlarms: Rate;
  contradictionsFound: Rate;
  flaggedWithQuote: Rate;
  harmfulQuotedAsProblem: Rate;
  /** Dimensions whose verdict is one of the labels (covered, partial or missing exactly). */
  exactVerdicts: Rate;
  /** Per set, what the review got wrong: for tuning by hand (never print it for the held-out part). */
  misses: { id: string; dimension: DimensionId; expected: string; got: DimensionStatus }[];
}

/** The guided review of each sample, scored. */
export function measureReview(samples: readonly LabelledSample[]): ReviewMetrics {
  return scoreReview(
    samples,
    samples.map((sample) => auditInstructions(sample.instructions)),
  );
}

/** Reviews made some other way (a model's, LLM mode), scored the same: `audits[i]` of `samples[i]`. */
export function scoreReview(samples: readonly LabelledSample[], audits: readonly InstructionsAudit[]): ReviewMetrics {
  const counters = new Map<DimensionId, { recall: Counter; falseAlarms: Counter }>(
    RUBRIC.map((dimension) => [dimension.id, { recall: new Counter(), falseAlarms: new Counter() }]),
  );
  const contradictions = new Counter();
  const quoted = new Counter();
  const harmful = new Counter();
  const exact = new Counter();
  const misses: ReviewMetrics["misses"] = [];
  for (const [index, sample] of samples.entries()) {
    const audit = audits[index];
    if (!audit) throw new Error(`no review of ${sample.id}`);
    for (const finding of audit.dimensions) {
      const labels = labelsOf(sample, finding.id);
      const counter = counters.get(finding.id);
      if (!counter) continue;
      const flagged = finding.status !== "covered";
      if (!labels.includes("covered")) counter.recall.add(flagged);
      else if (labels.length === 1) counter.falseAlarms.add(flagged);
      if (flagged) quoted.add(finding.evidence.length > 0);
      exact.add(labels.includes(finding.status));
      if (!labels.includes(finding.status) && (flagged !== !labels.includes("covered") || labels.length === 1)) {
        misses.push({ id: sample.id, dimension: finding.id, expected: labels.join("|"), got: finding.status });
      }
    }
    for (const planted of sample.contradictions) contradictions.add(contradictionFound(audit, planted.lines));
    for (const rule of sample.harmful) harmful.add(harmfulQuoted(audit, rule.line, rule.dimension));
  }
  const dimensions = Object.fromEntries(
    [...counters].map(([id, counter]) => [
      id,
      { recall: counter.recall.rate(), falseAlarms: counter.falseAlarms.rate() },
    ]),
  ) as Record<DimensionId, DimensionMetrics>;
  const total = (pick: (counter: { recall: Counter; falseAlarms: Counter }) => Counter) =>
    Counter.sum([...counters.values()].map(pick)).rate();
  return {
    sets: samples.length,
    dimensions,
    recall: total((counter) => counter.recall),
    falseAlarms: total((counter) => counter.falseAlarms),
    contradictionsFound: contradictions.rate(),
    flaggedWithQuote: quoted.rate(),
    harmfulQuotedAsProblem: harmful.rate(),
    exactVerdicts: exact.rate(),
    misses,
  };
}

function labelsOf(sample: LabelledSample, id: DimensionId): readonly DimensionStatus[] {
  const label = sample.expected[id];
  return typeof label === "string" ? [label] : label;
}

function contradictionFound(audit: InstructionsAudit, [a, b]: readonly [number, number]): boolean {
  return audit.contradictions.some(
    (found) =>
      (found.first.line === a && found.second.line === b) || (found.first.line === b && found.second.line === a),
  );
}

function harmfulQuoted(audit: InstructionsAudit, line: number, dimension: DimensionId): boolean {
  const finding = audit.dimensions.find((candidate) => candidate.id === dimension);
  return finding?.evidence.some((quote) => quote.line === line && quote.role === "problem") ?? false;
}

class Counter {
  hits = 0;
  of = 0;

  add(hit: boolean): void {
    this.of += 1;
    if (hit) this.hits += 1;
  }

  rate(): Rate {
    return { hits: this.hits, of: this.of, rate: this.of === 0 ? null : this.hits / this.of };
  }

  static sum(counters: readonly Counter[]): Counter {
    const sum = new Counter();
    for (const counter of counters) {
      sum.hits += counter.hits;
      sum.of += counter.of;
    }
    return sum;
  }
}

const percent = (rate: Rate) => (rate.rate === null ? "  n/a" : `${Math.round(rate.rate * 100)}%`.padStart(5));
const fraction = (rate: Rate) => `${percent(rate)} (${rate.hits}/${rate.of})`;

/**
 * The totals only, for a held-out part: its per-dimension rows and misses are never printed, so that
 * nobody tunes on them (docs/review-labelling-guide.md).
 */
export function formatReviewSummary(name: string, metrics: ReviewSummary): string {
  return [
    `${name}: ${metrics.sets} sets`,
    `  recall ${fraction(metrics.recall)}   false alarms ${fraction(metrics.falseAlarms)}   exact verdicts ${fraction(metrics.exactVerdicts)}`,
    `  contradictions found ${fraction(metrics.contradictionsFound)}; flagged dimensions quoted ${fraction(metrics.flaggedWithQuote)}; harmful rules quoted as the problem ${fraction(metrics.harmfulQuotedAsProblem)}`,
  ].join("\n");
}

/** A part's totals, without its per-dimension figures or misses: what a held-out part reports. */
export type ReviewSummary = Omit<ReviewMetrics, "dimensions" | "misses">;

export function summaryOf(metrics: ReviewMetrics): ReviewSummary {
  const { dimensions: _perDimension, misses: _perSet, ...summary } = metrics;
  return summary;
}

/** One line per dimension and a total line, as `npm run bench` prints them. */
export function formatReviewMetrics(name: string, metrics: ReviewMetrics): string {
  const rows = RUBRIC.map((dimension) => {
    const { recall, falseAlarms } = metrics.dimensions[dimension.id];
    return `  ${dimension.id.padEnd(18)} recall ${percent(recall)} (${recall.hits}/${recall.of})   false alarms ${percent(falseAlarms)} (${falseAlarms.hits}/${falseAlarms.of})`;
  });
  return [
    `${name}: ${metrics.sets} sets`,
    ...rows,
    `  ${"total".padEnd(18)} recall ${percent(metrics.recall)} (${metrics.recall.hits}/${metrics.recall.of})   false alarms ${percent(metrics.falseAlarms)} (${metrics.falseAlarms.hits}/${metrics.falseAlarms.of})`,
    `  exact verdicts ${fraction(metrics.exactVerdicts)}`,
    `  contradictions found ${percent(metrics.contradictionsFound)} (${metrics.contradictionsFound.hits}/${metrics.contradictionsFound.of}); flagged dimensions quoted ${percent(metrics.flaggedWithQuote)} (${metrics.flaggedWithQuote.hits}/${metrics.flaggedWithQuote.of}); harmful rules quoted as the problem ${percent(metrics.harmfulQuotedAsProblem)} (${metrics.harmfulQuotedAsProblem.hits}/${metrics.harmfulQuotedAsProblem.of})`,
  ].join("\n");
}
