import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../../env";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { agentJobTimeLimitSeconds } from "./agent-job-limit";
import { reportQueueOf } from "./report-jobs";

const INSTRUCTIONS_REVIEW_QUEUE = reportQueueOf("instructions-review");

describe("an agent job's time limit (its pg-boss expiry)", () => {
  it("covers every try of a model call and the backoff between them, plus a margin", () => {
    const env = loadEnv({ LLM_TIMEOUT_MS: "60000", LLM_MAX_RETRIES: "2", WEBHOOK_TIMEOUT_MS: "30000" });
    // 3 tries of 60 s, 2 s + 4 s of backoff, 60 s of margin.
    expect(agentJobTimeLimitSeconds(env, "llm")).toBe(246);
    expect(agentJobTimeLimitSeconds(env, "webhook")).toBe(90);
    expect(agentJobTimeLimitSeconds(env, "guided")).toBe(60);
    expect(agentJobTimeLimitSeconds(loadEnv({ LLM_TIMEOUT_MS: "1500", LLM_MAX_RETRIES: "0" }), "llm")).toBe(62);
  });

  describe("on the review queue of a server in LLM mode", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        LLM_PROVIDER: "openai-compatible",
        LLM_BASE_URL: "http://127.0.0.1:9/v1",
        LLM_MODEL: "mock-model",
        LLM_TIMEOUT_MS: "20000",
        LLM_MAX_RETRIES: "1",
      });
    });
    afterAll(() => t.close());

    it("is the queue's expiry and each job's, instead of pg-boss's 15 minutes", async () => {
      // 2 tries of 20 s, 2 s of backoff, 60 s of margin.
      expect((await t.ctx.jobs.getQueue(INSTRUCTIONS_REVIEW_QUEUE))?.expireInSeconds).toBe(102);
      // Held back, so that the job stays as sent and the workers leave it alone.
      await t.ctx.jobs.send(INSTRUCTIONS_REVIEW_QUEUE, { reportId: -1, userId: "nobody" }, { startAfter: 3600 });
      const { rows } = await t.ctx.database.pool.query<{ seconds: number }>(
        `select extract(epoch from expire_in)::int as seconds from pgboss.job where name = $1`,
        [INSTRUCTIONS_REVIEW_QUEUE],
      );
      expect(rows).toEqual([{ seconds: 102 }]);
    });
  });
});
