import type { ModelPrice } from "@aesop/shared/contracts/eval";
import type { Database } from "../../../db/client";
import type { ServerContext } from "../../../context";
import { getPriceTable } from "../../../evaluation/prices/model-prices.service";
import type { CallableTarget } from "../../../evaluation/targets/target-adapters";
import { findCallableTarget } from "../../../evaluation/targets/targets.service";
import { findRunRow, findRunStatus, markRunStarted, type EvalRunRow } from "./runs.queries";

/**
 * What a process keeps of the runs its scenario jobs work on. A run's plan (script, target config,
 * judge, seed) is recorded when it starts and never changes, so the hundred jobs of a run read it
 * once, not a hundred times: on the embedded database every query queues behind the others, and
 * these reads were half of a run's queries (bench `--only eval-run`).
 *
 * What may change while a run goes on is read again after a while: the run's status (a cancel on
 * another instance is seen within STATUS_FRESH_MS; on this one at once), the target (deleted or
 * edited) and the price table (TARGET_FRESH_MS).
 *
 * The process that starts a run remembers what it just stored (rememberRun), and jobs that start
 * together share one read: the first batch of a run's jobs (up to 32 at once) read the run row,
 * holding the whole script, 32 times before, and queued their first target call behind it.
 */
export const STATUS_FRESH_MS = 1_000;
export const TARGET_FRESH_MS = 10_000;
/** Runs remembered per database; the least recently used is forgotten first. */
const RUNS_KEPT = 64;

interface Fresh<T> {
  value: Promise<T>;
  at: number;
}

interface CachedRun {
  run: EvalRunRow;
  started: boolean;
  status: Fresh<EvalRunRow["status"] | undefined> | null;
  target: Fresh<CallableTarget | undefined> | null;
  prices: Fresh<ModelPrice[]> | null;
}

const cachedRuns = new WeakMap<Database, Map<string, CachedRun>>();
/** Reads of a run row under way, per database: jobs that start together wait for the same one. */
const reading = new WeakMap<Database, Map<string, Promise<EvalRunRow | undefined>>>();

function cachedRunsOf(db: Database): Map<string, CachedRun> {
  let runs = cachedRuns.get(db);
  if (!runs) cachedRuns.set(db, (runs = new Map<string, CachedRun>()));
  return runs;
}

/** A value read at most once per `ms`; a failed read is not kept. */
function fresh<T>(current: Fresh<T> | null, ms: number, read: () => Promise<T>): Fresh<T> {
  if (current && performance.now() - current.at < ms) return current;
  const next = { value: read(), at: performance.now() };
  next.value.catch(() => (next.at = Number.NEGATIVE_INFINITY));
  return next;
}

/** The run as recorded, for its owner's jobs; undefined when it is not theirs or is gone. */
export async function recordedRun(db: Database, userId: string, runId: string): Promise<EvalRunRow | undefined> {
  const runs = cachedRunsOf(db);
  const known = runs.get(runId);
  if (known && known.run.userId === userId) {
    runs.delete(runId);
    runs.set(runId, known);
    return known.run;
  }
  let reads = reading.get(db);
  if (!reads) reading.set(db, (reads = new Map<string, Promise<EvalRunRow | undefined>>()));
  const key = `${userId}:${runId}`;
  let read = reads.get(key);
  if (!read) {
    read = findRunRow(db, userId, runId).finally(() => reads.delete(key));
    reads.set(key, read);
  }
  const run = await read;
  if (!run) return undefined;
  if (!runs.has(runId)) keep(runs, { run, started: run.status !== "queued", status: null, target: null, prices: null });
  return run;
}

/**
 * The run this process has just stored and enqueued, with its status and target as read to start
 * it: its jobs here read none of them again before the freshness limits pass.
 */
export function rememberRun(db: Database, run: EvalRunRow, target: CallableTarget): void {
  const now = performance.now();
  keep(cachedRunsOf(db), {
    run,
    started: run.status !== "queued",
    status: { value: Promise.resolve(run.status), at: now },
    target: { value: Promise.resolve(target), at: now },
    prices: null,
  });
}

function keep(runs: Map<string, CachedRun>, cached: CachedRun): void {
  runs.set(cached.run.id, cached);
  for (const oldest of runs.keys()) {
    if (runs.size <= RUNS_KEPT) break;
    runs.delete(oldest);
  }
}

function cachedRunOf(db: Database, run: EvalRunRow): CachedRun {
  const runs = cachedRunsOf(db);
  let cached = runs.get(run.id);
  if (!cached) runs.set(run.id, (cached = { run, started: false, status: null, target: null, prices: null }));
  return cached;
}

/**
 * Moves the run from queued to running once per process: the row when this call did it. Jobs that
 * start together do not each try (they did: 31 UPDATEs of the run row for one that counted); a
 * failed try lets the next job try again.
 */
export async function startRunOnce(db: Database, run: EvalRunRow): Promise<EvalRunRow | undefined> {
  const cached = cachedRunOf(db, run);
  if (cached.started) return undefined;
  cached.started = true;
  try {
    return await markRunStarted(db, run.id);
  } catch (error) {
    cached.started = false;
    throw error;
  }
}

export async function isRunCancelled(db: Database, run: EvalRunRow): Promise<boolean> {
  const cached = cachedRunOf(db, run);
  cached.status = fresh(cached.status, STATUS_FRESH_MS, () => findRunStatus(db, run.id));
  return (await cached.status.value) === "cancelled";
}

/** This process cancelled the run: its jobs here stop before their next turn. */
export function noteRunCancelled(db: Database, runId: string): void {
  const cached = cachedRunsOf(db).get(runId);
  if (cached) cached.status = { value: Promise.resolve("cancelled"), at: Number.POSITIVE_INFINITY };
}

export async function runTarget(ctx: ServerContext, run: EvalRunRow): Promise<CallableTarget | undefined> {
  const { targetId } = run;
  if (!targetId) return undefined;
  const cached = cachedRunOf(ctx.db, run);
  cached.target = fresh(cached.target, TARGET_FRESH_MS, () =>
    findCallableTarget(ctx, run.userId, run.projectId, targetId, run.systemPrompt),
  );
  return cached.target.value;
}

export async function runPrices(db: Database, run: EvalRunRow): Promise<ModelPrice[]> {
  const cached = cachedRunOf(db, run);
  cached.prices = fresh(cached.prices, TARGET_FRESH_MS, async () => (await getPriceTable({ db }, run.userId)).prices);
  return cached.prices.value;
}
