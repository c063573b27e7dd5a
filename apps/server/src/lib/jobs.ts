import PgBoss from "pg-boss";
import type pg from "pg";
import type { Logger } from "./logger";

export type JobQueue = PgBoss;

/** The PostgreSQL schema of pg-boss's tables. */
export const JOB_SCHEMA = "pgboss";

/** Retries with exponential backoff, then the job ends failed with its error kept (pg-boss). */
export const DEFAULT_RETRY = { retryLimit: 5, retryDelay: 5, retryBackoff: true } as const;

/**
 * pg-boss on the application's own pool, so it runs unchanged on the embedded database and on
 * a PostgreSQL server (docs/decisions/0005).
 */
export async function startJobQueue(pool: pg.Pool, logger: Logger, queues: string[]): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) },
    schema: JOB_SCHEMA,
    // Scheduling and the clock monitor are not used; supervision keeps expiring and archiving.
    schedule: false,
  });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  for (const name of queues) {
    await boss.createQueue(name, { name, ...DEFAULT_RETRY });
  }
  return boss;
}
