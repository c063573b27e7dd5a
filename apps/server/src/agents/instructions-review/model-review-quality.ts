import type { ConfiguredModel } from "../runtime/llm/language-model";
import { auditInstructions } from "./audit";
import type { LabelledSample } from "./corpus/labelled-sample";
import { reviewInstructionsWithModel } from "./llm-review";
import { scoreReview, type ReviewMetrics } from "./review-metrics";
import type { InstructionsAudit } from "./types";

/**
 * LLM mode's agreement with the labelled corpus, beside the guided review's on the same sets: what
 * a configured model adds where the rules stop (issue 11's held-out targets). Run by
 * `npm run bench:review:llm` with the server's LLM_* settings; it spends the model's tokens.
 */
export interface ModelReviewQuality {
  model: string;
  /** Sets the model reviewed; the figures below are over these. */
  sets: number;
  /** Sets whose review failed (the model's error, an answer off the schema): left out of both figures. */
  failed: { id: string; error: string }[];
  withModel: ReviewMetrics;
  guided: ReviewMetrics;
  inputTokens: number;
  outputTokens: number;
}

export async function measureModelReview(
  configured: ConfiguredModel,
  samples: readonly LabelledSample[],
  { concurrency = 4, onReviewed }: { concurrency?: number; onReviewed?: (done: number, of: number) => void } = {},
): Promise<ModelReviewQuality> {
  const reviewed: { sample: LabelledSample; audit: InstructionsAudit }[] = [];
  const failed: ModelReviewQuality["failed"] = [];
  let inputTokens = 0;
  let outputTokens = 0;
  let next = 0;
  const reviewer = async () => {
    while (next < samples.length) {
      const sample = samples[next++];
      if (!sample) return;
      try {
        const { audit, usage } = await reviewInstructionsWithModel(configured, sample.instructions);
        reviewed.push({ sample, audit });
        inputTokens += usage.inputTokens ?? 0;
        outputTokens += usage.outputTokens ?? 0;
      } catch (error) {
        failed.push({ id: sample.id, error: error instanceof Error ? error.message : String(error) });
      }
      onReviewed?.(reviewed.length + failed.length, samples.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, reviewer));
  // In the corpus's order, whatever order the reviews ended in.
  const order = new Map(samples.map((sample, index) => [sample.id, index]));
  reviewed.sort((a, b) => (order.get(a.sample.id) ?? 0) - (order.get(b.sample.id) ?? 0));
  const sets = reviewed.map((entry) => entry.sample);
  return {
    model: configured.name,
    sets: sets.length,
    failed,
    withModel: scoreReview(
      sets,
      reviewed.map((entry) => entry.audit),
    ),
    guided: scoreReview(
      sets,
      sets.map((sample) => auditInstructions(sample.instructions)),
    ),
    inputTokens,
    outputTokens,
  };
}
