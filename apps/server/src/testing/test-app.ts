import { loadEnv, type Env } from "../env";
import { buildApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { createLogger } from "../lib/logger";
import { createTestDatabase } from "./test-database";

export interface TestApp {
  app: ReturnType<typeof buildApp>;
  database: DatabaseHandle;
  env: Env;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
}

/** The real app on a fresh database, called in-process through app.request (real HTTP semantics). */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const env = loadEnv({ DATA_DIR: "memory://", LOG_LEVEL: "silent", NODE_ENV: "test", ...overrides });
  const database = await createTestDatabase();
  const app = buildApp({ env, database, logger: createLogger(env.LOG_LEVEL), serveWeb: false });
  return {
    app,
    database,
    env,
    request: async (path, init) => app.request(path, init),
    close: () => database.close(),
  };
}
