import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import type pg from "pg";
import type { Logger } from "./logger";
import { startListener, type PgListener } from "./pg-listener";
import { QueueWorker, type JobHandler } from "./queue-worker";

/** The PostgreSQL schema of pg-boss's tables. */
export const JOB_SCHEMA = "pgboss";

/** Retries with exponential backoff, then the job ends failed with its error kept (pg-boss). */
export const DEFAULT_RETRY = { retryLimit: 5, retryDelay: 5, retryBackoff: true } as const;

/**
 * pg-boss looks for jobs past their expiry at each maintenance round (by default every 2 minutes):
 * this often, a job whose process died is retried soon after its time limit.
 */
export const MAINTENANCE_INTERVAL_SECONDS = 15;

/** Without a wake-up (a job sent by a process this one cannot hear), workers look this often. */
export const POLLING_INTERVAL_MS = 1000;

/** A delayed job's wake-up comes this long after it is due (the database's clock may be a little behind). */
const DUE_MARGIN_MS = 25;

/** The NOTIFY channel on which a process that sends a job wakes the workers of the others. */
export const JOB_WAKE_CHANNEL = "aesop_jobs";

/** How long a stopping process lets its running jobs finish before they are failed (and retried). */
export const STOP_GRACE_MS = 10_000;

/**
 * A job id (a UUID, as pg-boss wants) derived from what the job is for: sending the same work
 * twice (a retry redoing its follow-up, a duplicate request) stores one job.
 */
export function stableJobId(key: string): string {
  const hex = createHash("sha256").update(key).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface JobQueueOptions {
  /** Jobs of one queue this process runs at once (JOB_CONCURRENCY). */
  concurrency: number;
  /**
   * A PostgreSQL server's URL: a job sent here wakes the workers of every process through NOTIFY.
   * Without it (the embedded database, one process) only this process's workers are woken.
   */
  notifyConnectionString?: string;
}

/**
 * pg-boss with this process's workers: `workEach` runs a queue's jobs concurrently and each `send`
 * wakes the workers of its queue at once, here and (on a PostgreSQL server) in other processes.
 */
export class JobQueue extends PgBoss {
  private readonly workers = new Map<string, QueueWorker<unknown>[]>();
  private listener: Promise<PgListener> | null = null;
  private readonly stopHooks: (() => void)[] = [];

  constructor(
    config: PgBoss.ConstructorOptions,
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
    private readonly options: JobQueueOptions,
  ) {
    super(config);
    // pg-boss installs its methods on the instance, so `send` is wrapped here, not overridden.
    const send = this.send.bind(this) as (request: PgBoss.Request) => Promise<string | null>;
    this.send = async (nameOrRequest: string | PgBoss.Request, data?: object, sendOptions?: PgBoss.SendOptions) => {
      const request =
        typeof nameOrRequest === "string" ? { name: nameOrRequest, data, options: sendOptions } : nameOrRequest;
      const id = await send(request);
      if (id !== null) {
        await this.announce(request.name);
        this.announceWhenDue(request.name, request.options?.startAfter);
      }
      return id;
    };
    const offWork = this.offWork.bind(this) as (value: string | PgBoss.OffWorkOptions) => Promise<void>;
    this.offWork = async (value: string | PgBoss.OffWorkOptions) => {
      if (typeof value === "string") {
        const stopping = this.workers.get(value) ?? [];
        this.workers.delete(value);
        // As pg-boss's own: no more fetching; running jobs finish.
        await Promise.all(stopping.map((worker) => worker.stop(Number.POSITIVE_INFINITY)));
      }
      return offWork(value);
    };
  }

  /**
   * Runs `handler` for every job of `queue`, up to `concurrency` at once (JOB_CONCURRENCY unless
   * the queue asks for more: an evaluation's scenarios wait on a target, not on this process).
   */
  async workEach<T>(
    queue: string,
    handler: JobHandler<T>,
    { concurrency }: { concurrency?: number } = {},
  ): Promise<void> {
    if (this.options.notifyConnectionString && !this.listener) this.listener = this.listenForWakeUps();
    await this.listener;
    const worker = new QueueWorker<T>(this, queue, handler, {
      concurrency: concurrency ?? this.options.concurrency,
      pollingIntervalMs: POLLING_INTERVAL_MS,
      logger: this.logger,
    });
    this.workers.set(queue, [...(this.workers.get(queue) ?? []), worker as QueueWorker<unknown>]);
  }

  /** Stores many jobs of one queue in one statement (duplicates by singletonKey are skipped), then wakes its workers. */
  async sendMany(queue: string, jobs: Omit<PgBoss.JobInsert, "name">[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.insert(jobs.map((job) => ({ ...job, name: queue })));
    await this.announce(queue);
  }

  /** The workers of `queue` in this process look for jobs now. */
  wake(queue: string): void {
    for (const worker of this.workers.get(queue) ?? []) worker.wake();
  }

  /** Called when the queue stops, before its workers (a periodic task that sends jobs, say). */
  onStop(hook: () => void): void {
    this.stopHooks.push(hook);
  }

  /** Stops the workers (running jobs may finish within the grace), then pg-boss. */
  override async stop(options: PgBoss.StopOptions = {}): Promise<void> {
    for (const hook of this.stopHooks.splice(0)) hook();
    const all = [...this.workers.values()].flat();
    this.workers.clear();
    const graceMs = options.graceful === false ? 0 : (options.timeout ?? STOP_GRACE_MS);
    await Promise.all(all.map((worker) => worker.stop(graceMs)));
    await (await this.listener)?.close();
    this.listener = null;
    await super.stop(options);
  }

  /**
   * A job sent with `startAfter` in seconds is woken for when it is due, instead of at the next
   * poll after it (up to POLLING_INTERVAL_MS late). Only a wake-up: the job itself is stored, so a
   * process that stops before then loses nothing (a worker's poll finds it).
   */
  private announceWhenDue(queue: string, startAfter: PgBoss.SendOptions["startAfter"]): void {
    if (typeof startAfter !== "number" || startAfter <= 0) return;
    // pg-boss starts a job once start_after < now(): a few milliseconds later it is there to fetch.
    setTimeout(() => void this.announce(queue), startAfter * 1000 + DUE_MARGIN_MS).unref();
  }

  private async announce(queue: string): Promise<void> {
    this.wake(queue);
    if (!this.options.notifyConnectionString) return;
    // The job is stored already: a lost wake-up only costs the other processes a poll's wait.
    await this.pool
      .query("select pg_notify($1, $2)", [JOB_WAKE_CHANNEL, queue])
      .catch((error: unknown) => this.logger.warn({ err: error, queue }, "could not wake other processes' workers"));
  }

  private listenForWakeUps(): Promise<PgListener> {
    return startListener({
      connectionString: this.options.notifyConnectionString!,
      channels: [JOB_WAKE_CHANNEL],
      logger: this.logger,
      onNotification: (_channel, queue) => this.wake(queue),
      // Jobs sent while the connection was down woke nobody.
      onReconnect: () => {
        for (const queue of this.workers.keys()) this.wake(queue);
      },
    });
  }
}

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
export async function startJobQueue(
  pool: pg.Pool,
  logger: Logger,
  queues: QueueSpec[],
  options: JobQueueOptions = { concurrency: 1 },
): Promise<JobQueue> {
  const boss = new JobQueue(
    {
      db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) },
      schema: JOB_SCHEMA,
      // Scheduling and the clock monitor are not used; supervision keeps expiring and archiving.
      schedule: false,
      maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
    },
    pool,
    logger,
    options,
  );
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
