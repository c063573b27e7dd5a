import PgBoss from "pg-boss";
import type pg from "pg";
import type { Logger } from "./logger";

export type JobQueue = PgBoss;

/** The PostgreSQL schema of pg-boss's tables. */
export const JOB_SCHEMA = "pgboss";

/** Retries with exponential backoff, then the job ends failed with its error kept (pg-boss). */
export const DEFAULT_RETRY = { retryLimit: 5, retryDelay: 5, retryBackoff: true } as const;

/**
 * pg-boss looks for jobs past their expiry at each maintenance round (by default every 2 minutes):
 * this often, a job whose process died is retried soon after its time limit.
 */
export const MAINTENANCE_INTERVAL_SECONDS = 15;

export interface QueueSpec {
  name: string;
  /**
   * How long one attempt may stay active before pg-boss counts its process as dead and retries it
   * (pg-boss's default is 15 minutes).
   */
  expireInSeconds?: number;
}

/**
 * pg-boss on the application's own pool, so it runs unchanged on the embedded database and on
 * a PostgreSQL server (docs/decisions/0005).
 */
export async function startJobQueue(pool: pg.Pool, logger: Logger, queues: QueueSpec[]): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) },
    schema: JOB_SCHEMA,
    // Scheduling and the clock monitor are not used; supervision keeps expiring and archiving.
    schedule: false,
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
  });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  for (const { name, expireInSeconds } of queues) {
    // pg-boss checks `'expireInSeconds' in options`: an undefined one would fail its assertion.
    const limit = expireInSeconds === undefined ? {} : { expireInSeconds };
    await boss.createQueue(name, { name, ...DEFAULT_RETRY, ...limit });
    // createQueue leaves an existing queue as it was: its time limit follows this start's configuration.
    if (expireInSeconds !== undefined) await boss.updateQueue(name, { name, ...limit });
  }
  return boss;
}

export interface InterruptedJob {
  id: string;
  name: string;
  data: unknown;
  /** True when that was its last attempt: pg-boss has failed it for good. */
  lastAttempt: boolean;
}

/**
 * Jobs a previous life of this process left active, failed now so that pg-boss retries them (or
 * ends them after their last attempt) at once rather than at their expiry. Only for the embedded
 * database, which one process owns: on a PostgreSQL server a live worker may be running them.
 */
export async function reclaimInterruptedJobs(
  boss: JobQueue,
  pool: pg.Pool,
  queueNames: string[],
): Promise<InterruptedJob[]> {
  // pg-boss has no call that lists jobs by state; its table is read directly, and failed through its API.
  const { rows } = await pool.query<{ id: string; name: string; data: unknown; last_attempt: boolean }>(
    `select id, name, data, retry_count >= retry_limit as last_attempt
       from pgboss.job where state = 'active' and name = any($1::text[])`,
    [queueNames],
  );
  for (const row of rows) {
    await boss.fail(row.name, row.id, { message: "interrupted: the process running it stopped" });
  }
  return rows.map((row) => ({ id: row.id, name: row.name, data: row.data, lastAttempt: row.last_attempt }));
}
