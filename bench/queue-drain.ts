import { eq } from "drizzle-orm";
import { submitInstructions } from "../apps/server/src/agents/instructions-review/instructions-review.service";
import { reportAgents } from "../apps/server/src/agents/registry";
import { registerReportWorker } from "../apps/server/src/agents/runtime/jobs/report-jobs";
import { createServerContext } from "../apps/server/src/context-factory";
import { openDatabase } from "../apps/server/src/db/client";
import { user } from "../apps/server/src/db/schema/index";
import { loadEnv } from "../apps/server/src/env";
import { createLogger } from "../apps/server/src/lib/logger";
import { createProject } from "../apps/server/src/modules/projects/projects.service";
import { startMockLlm } from "../apps/server/src/testing/mock-llm/index";
import { SAMPLE_INSTRUCTIONS } from "./sample-instructions";

/**
 * How long one process's workers take to run a backlog of guided reviews: `count` reviews are
 * queued with no worker running, then the workers start and the clock runs until every report is
 * done. `node --import tsx bench/queue-drain.ts [count]`, with `DATABASE_URL` for a PostgreSQL
 * server (a fresh embedded database in memory otherwise) and `JOB_CONCURRENCY` as configured.
 * With `BENCH_LLM_DELAY_MS` the reviews run in LLM mode against the local mock model, answering
 * after that long (jobs that wait on I/O rather than compute).
 */
async function main() {
  const count = Number(process.argv[2] ?? 200);
  const llmDelayMs = process.env.BENCH_LLM_DELAY_MS ? Number(process.env.BENCH_LLM_DELAY_MS) : undefined;
  const mock = llmDelayMs === undefined ? undefined : await startMockLlm();
  mock?.setDefault({
    json: {
      dimensions: [
        { id: "purpose", status: "covered", summary: "Clear.", evidenceLines: [1], suggestedSentence: null },
      ],
      clarifyingQuestions: ["Who uses it?"],
    },
    delayMs: llmDelayMs,
  });
  const env = loadEnv({
    DATA_DIR: "memory://",
    LOG_LEVEL: "silent",
    BASE_URL: "http://aesop.bench",
    ADMIN_EMAIL: "bench@aesop.bench",
    ADMIN_PASSWORD: "a-bench-password-0123",
    WORKERS: "false",
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(process.env.JOB_CONCURRENCY ? { JOB_CONCURRENCY: process.env.JOB_CONCURRENCY } : {}),
    ...(mock ? { LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: mock.url, LLM_MODEL: "mock-model" } : {}),
  });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 10 });
  const ctx = await createServerContext(env, database, createLogger("silent"), { workers: false });
  try {
    const [admin] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, env.ADMIN_EMAIL!));
    const project = await createProject(ctx, admin!.id, `Drain ${Date.now()}`);
    for (let index = 0; index < count; index++) {
      await submitInstructions(ctx, admin!.id, project.id, `${SAMPLE_INSTRUCTIONS}\n\nVersion ${index}.`);
    }
    const started = performance.now();
    for (const agent of reportAgents()) await registerReportWorker(ctx, agent.id, agent.modes);
    for (;;) {
      const { rows } = await database.pool.query<{ done: number }>(
        "select count(*)::int as done from reports where project_id = $1 and status = 'done'",
        [project.id],
      );
      if (rows[0]!.done >= count) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      JSON.stringify({
        database: database.kind,
        reviews: count,
        mode: mock ? `llm, model answers after ${llmDelayMs} ms` : "guided",
        jobConcurrency: process.env.JOB_CONCURRENCY ?? "default",
        drainSeconds: Math.round(seconds * 100) / 100,
        reviewsPerSecond: Math.round((count / seconds) * 10) / 10,
      }),
    );
  } finally {
    await ctx.stopJobs();
    await database.close();
    await mock?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
