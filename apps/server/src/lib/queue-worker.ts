import { setTimeout as sleep } from "node:timers/promises";
import type PgBoss from "pg-boss";
import type { Logger } from "./logger";

/**
 * A job's work. `signal` aborts when this process gives the job up (stopped past its grace, or
 * past its expiry): pg-boss will run it again, so the handler must stop calling out and storing.
 * `draining` aborts as soon as the process begins to stop: a job of many calls (an evaluation's
 * dialogue) ends after the call under way instead of starting another, and its retry resumes.
 */
export type JobHandler<T> = (
  job: PgBoss.JobWithMetadata<T>,
  signal: AbortSignal,
  draining: AbortSignal,
) => Promise<void>;

export interface QueueWorkerSettings {
  /** Jobs of the queue this worker runs at once. */
  concurrency: number;
  /** How often it looks for jobs when nobody wakes it (a job sent by a process it cannot hear). */
  pollingIntervalMs: number;
  logger: Logger;
}

/** A job's outcome that cannot be stored (the database is away) is tried again this often... */
const RECORD_RETRY_MS = 500;
/** ...for this long; after that the job runs again once its expiry has passed (handlers are idempotent). */
const RECORD_PATIENCE_MS = 30_000;

/**
 * Runs the jobs of one pg-boss queue, up to `concurrency` at once, each completed or failed on
 * its own. pg-boss 10's `work()` runs one batch at a time, waits a whole polling interval after
 * each, and records outcomes without awaiting them (a database outage at that moment is an
 * unhandled rejection, which ends the process). This worker fetches as many jobs as it has free
 * slots, fetches again as soon as a slot frees while the queue has more, wakes at once when a job
 * is sent (`wake()`), and keeps trying to record an outcome until the database is back.
 */
export class QueueWorker<T> {
  private readonly running = new Map<string, Promise<void>>();
  private readonly aborts = new Map<string, AbortController>();
  /** Jobs this worker failed itself when it stopped: their handler's outcome, if it comes, is not recorded. */
  private readonly givenUp = new Set<string>();
  private stopping = false;
  private readonly draining = new AbortController();
  private woken = false;
  /** The last fetch filled every free slot: more jobs may be waiting for slots to free. */
  private saturated = false;
  /**
   * Free slots that make a saturated worker fetch again at once: a quarter of them (at least one).
   * A worker with many slots (an evaluation's 32, most waiting for a target's few) fetched once for
   * every job that ended, a query each; its later jobs lose nothing by being fetched a few at a time.
   */
  private readonly refetchAt: number;
  private nudge: (() => void) | null = null;
  private readonly loopDone: Promise<void>;

  constructor(
    private readonly boss: PgBoss,
    readonly queue: string,
    private readonly handler: JobHandler<T>,
    private readonly settings: QueueWorkerSettings,
  ) {
    this.refetchAt = Math.max(1, Math.floor(settings.concurrency / 4));
    this.loopDone = this.loop();
  }

  /** A job was sent to this queue: look now instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.nudge?.();
  }

  /** How many of its jobs run now. */
  get active(): number {
    return this.running.size;
  }

  /**
   * Stops fetching. Running jobs may finish for `graceMs`; those still running then are failed, so
   * that pg-boss retries them (with `graceMs` Infinity they are left to finish).
   */
  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    // Jobs left to finish (Infinity) are not asked to end early.
    if (graceMs !== Number.POSITIVE_INFINITY) this.draining.abort(new Error("the process is stopping"));
    this.nudge?.();
    await this.loopDone;
    if (graceMs === Number.POSITIVE_INFINITY || this.running.size === 0) return;
    const finished = Promise.allSettled(this.running.values()).then(() => true);
    if (await Promise.race([finished, sleep(graceMs, false, { ref: false })])) return;
    for (const id of this.running.keys()) {
      this.givenUp.add(id);
      this.aborts.get(id)?.abort(new Error("the worker stopped while the job was running"));
      await this.boss
        .fail(this.queue, id, { message: "the worker stopped while the job was running" })
        .catch((error: unknown) =>
          this.settings.logger.warn({ err: error, queue: this.queue, jobId: id }, "could not fail a stopped job"),
        );
    }
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      this.woken = false;
      const free = this.settings.concurrency - this.running.size;
      if (free > 0) {
        // pg-boss's fetch answers [] when the database is unreachable: polling simply goes on.
        const jobs = await this.boss.fetch<T>(this.queue, { batchSize: free, includeMetadata: true });
        this.saturated = jobs.length === free;
        for (const job of jobs) this.start(job);
      }
      if (this.stopping || this.woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.settings.pollingIntervalMs);
        this.nudge = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.nudge = null;
    }
  }

  private start(job: PgBoss.JobWithMetadata<T>): void {
    const abort = new AbortController();
    this.aborts.set(job.id, abort);
    const run = this.run(job, abort).finally(() => {
      this.running.delete(job.id);
      this.aborts.delete(job.id);
      if (this.saturated && this.settings.concurrency - this.running.size >= this.refetchAt) this.wake();
    });
    this.running.set(job.id, run);
  }

  private async run(job: PgBoss.JobWithMetadata<T>, abort: AbortController): Promise<void> {
    let outcome: () => Promise<void>;
    try {
      // node-postgres reads EXTRACT(epoch …) as a numeric string.
      await withinSeconds(this.handler(job, abort.signal, this.draining.signal), Number(job.expireInSeconds), abort);
      outcome = () => this.boss.complete(this.queue, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      outcome = () => this.boss.fail(this.queue, job.id, { message });
    }
    // Failed already, for a retry: completing it now would lose the retry (seen on PostgreSQL).
    if (this.givenUp.delete(job.id)) return;
    await this.record(job.id, outcome);
  }

  private async record(jobId: string, outcome: () => Promise<void>): Promise<void> {
    const giveUpAt = Date.now() + RECORD_PATIENCE_MS;
    for (;;) {
      try {
        return await outcome();
      } catch (error) {
        if (Date.now() > giveUpAt || this.stopping) {
          this.settings.logger.warn(
            { err: error, queue: this.queue, jobId },
            "could not record a job's outcome; it runs again after its expiry",
          );
          return;
        }
        await sleep(RECORD_RETRY_MS);
      }
    }
  }
}

/** The handler's promise, rejected (and its signal aborted) once the job's expiry has passed (as pg-boss's work()). */
async function withinSeconds(work: Promise<void>, seconds: number | undefined, abort: AbortController): Promise<void> {
  if (!seconds) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`the job ran past its expiry of ${seconds} s`);
      abort.abort(error);
      reject(error);
    }, seconds * 1000);
  });
  try {
    await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
