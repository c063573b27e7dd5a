import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlm, type MockLlm } from "../../testing/mock-llm/index";
import { createConfiguredModel } from "../runtime/llm/language-model";
import type { LabelledSample } from "./corpus/labelled-sample";
import { TUNING_SETS } from "./corpus/tuning";
import { measureModelReview } from "./model-review-quality";
import { measureReview } from "./review-metrics";

/** `npm run bench:review:llm`'s measure, against the mock model: what it counts, not how good a model is. */
describe("LLM mode measured against the labelled corpus", () => {
  let mock: MockLlm;
  beforeAll(async () => {
    mock = await startMockLlm();
  });
  afterAll(async () => {
    await mock.stop();
  });

  it("scores the model's reviews beside the guided ones on the same sets, leaving failed reviews out", async () => {
    const withConflicts = TUNING_SETS.filter((sample) => sample.contradictions.length > 0).slice(0, 2);
    const offSchema = TUNING_SETS.find((sample) => !withConflicts.includes(sample)) as LabelledSample;
    // Every dimension covered and no conflict: the model finds none of the planted ones.
    mock.setDefault({
      json: {
        dimensions: [{ id: "contradictions", status: "covered", summary: "No conflicts." }],
        contradictions: [],
        clarifyingQuestions: ["Who uses it?"],
      },
      usage: { prompt_tokens: 1000, completion_tokens: 100 },
    });
    const firstLine = offSchema.instructions.split("\n")[0] ?? "";
    mock.addRules({ lastUserContains: firstLine, reply: { json: { verdict: "fine" } } });
    const model = createConfiguredModel({
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: mock.url,
      LLM_API_KEY: "test-key",
      LLM_MODEL: "mock-model",
      LLM_TIMEOUT_MS: 10_000,
      LLM_MAX_RETRIES: 0,
      LLM_STRUCTURED_OUTPUT: "json-schema",
    });
    if (!model) throw new Error("no model");

    const seen: number[] = [];
    const quality = await measureModelReview(model, [offSchema, ...withConflicts], {
      concurrency: 2,
      onReviewed: (done) => seen.push(done),
    });
    expect(seen.sort()).toEqual([1, 2, 3]);
    expect(quality).toMatchObject({ model: "mock-model", sets: 2, inputTokens: 2000, outputTokens: 200 });
    expect(quality.failed.map((failure) => failure.id)).toEqual([offSchema.id]);
    expect(quality.guided).toEqual(measureReview(withConflicts));
    const planted = withConflicts.reduce((sum, sample) => sum + sample.contradictions.length, 0);
    expect(quality.withModel.contradictionsFound).toEqual({ hits: 0, of: planted, rate: 0 });
    expect(quality.guided.contradictionsFound.hits).toBeGreaterThan(0);
  });
});
