import { loadEnv, type Env } from "../env";
import { buildApp } from "../app";
import { createServerContext, type RunningContext } from "../context-factory";
import { createLogger } from "../lib/logger";
import { createTestDatabase } from "./test-database";

export interface TestApp {
  app: ReturnType<typeof buildApp>;
  ctx: RunningContext;
  env: Env;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

/**
 * The real app on a fresh database, called in-process through app.request (real HTTP semantics):
 * migrations, job queue, auth, the seeded NDA. Mail is stored in the outbox (no SMTP) unless
 * SMTP_URL is given. With `logLines`, the log's JSON lines are collected there (set LOG_LEVEL too).
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  { logLines }: { logLines?: string[] } = {},
): Promise<TestApp> {
  const env = loadEnv({
    DATA_DIR: "memory://",
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    BASE_URL: "http://aesop.test",
    // Each test client presents its own address, as clients behind a load balancer do.
    TRUST_PROXY: "true",
    // The mock model and the test targets listen on 127.0.0.1.
    PRIVATE_TARGETS: "allow",
    // Suites start dozens of runs and sessions for one user within a minute, and leave sessions
    // paused: the per-user limits are lifted here and tested with their own values
    // (middleware/work-rate-limits.test.ts, db/user-work-lock.test.ts).
    RATE_TEST_CONNECTIONS_PER_MINUTE: "100000",
    RATE_RUN_STARTS_PER_MINUTE: "100000",
    RATE_CAVE_STARTS_PER_MINUTE: "100000",
    RATE_SCRIPT_GENERATIONS_PER_MINUTE: "100000",
    MAX_RUNS_IN_PROGRESS_PER_USER: "10000",
    MAX_CAVE_SESSIONS_PER_USER: "10000",
    ...overrides,
  });
  const database = await createTestDatabase();
  const ctx = await createServerContext(
    env,
    database,
    createLogger(env.LOG_LEVEL, logLines ? { write: (line: string) => void logLines.push(line) } : undefined),
    { workers: env.WORKERS },
  );
  const app = buildApp(ctx, { serveWeb: false });
  return {
    app,
    ctx,
    env,
    request: async (path, init) => app.request(path, init),
    close: async () => {
      await ctx.stopJobs();
      await database.close();
    },
  };
}
