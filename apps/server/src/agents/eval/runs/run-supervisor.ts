import type { ServerContext } from "../../../context";
import { admitAndSend, sendScenarioJobs } from "./run-admission";
import { announceProgress, finaliseRun } from "./run-lifecycle";
import {
  endStuckScenarios,
  freeLapsedSlots,
  listActiveTargets,
  listAdmittedPending,
  listRunsWithNothingLeft,
  recountRun,
} from "./runs.queries";

/** How often each worker process looks over the runs under way. */
export const SUPERVISE_EVERY_MS = 5_000;
/** Beyond the target's own limits, what a scenario may go without a new turn (a judge's call, a slow database). */
export const STUCK_MARGIN_SECONDS = 60;
/** An admitted scenario still pending this long after its slot was given has its job sent again. */
const RESEND_AFTER_SECONDS = 30;

/**
 * One look over the runs under way, so that none stays "running" with nothing left to do
 * (decision 0054): stuck scenarios are ended as errors with their reason, runs whose last
 * scenario's job stopped before ending them are ended, lapsed slots are freed, and every target at
 * work admits its next scenarios (a job's admission may have failed, or its send been lost). Each
 * step is safe to run in several processes at once.
 */
export async function superviseRuns(
  ctx: Pick<ServerContext, "db" | "jobs" | "events">,
  { marginSeconds = STUCK_MARGIN_SECONDS }: { marginSeconds?: number } = {},
): Promise<void> {
  for (const runId of await endStuckScenarios(ctx.db, marginSeconds)) {
    const progress = await recountRun(ctx.db, runId);
    if (progress && progress.status === "running" && progress.unfinished > 0) await announceProgress(ctx, progress);
  }
  for (const runId of await listRunsWithNothingLeft(ctx.db)) {
    const progress = await recountRun(ctx.db, runId);
    if (progress && progress.unfinished === 0) await finaliseRun(ctx, progress, "completed");
  }
  await freeLapsedSlots(ctx.db);
  for (const targetId of await listActiveTargets(ctx.db)) await admitAndSend(ctx, targetId);
  const unsent = await listAdmittedPending(ctx.db, RESEND_AFTER_SECONDS);
  if (unsent.length > 0) await sendScenarioJobs(ctx, unsent);
}

/** Supervises every SUPERVISE_EVERY_MS until the returned stop is called. */
export function startRunSupervisor(ctx: Pick<ServerContext, "db" | "jobs" | "events" | "logger">): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    timer = setTimeout(() => {
      superviseRuns(ctx)
        .catch((error: unknown) => {
          if (!stopped) ctx.logger.warn({ err: error }, "could not look over the evaluation runs under way");
        })
        .finally(() => {
          if (!stopped) tick();
        });
    }, SUPERVISE_EVERY_MS);
    timer.unref();
  };
  tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
