import type { ServerContext } from "../../../context";
import { stableJobId } from "../../../lib/jobs";
import { admitScenarios } from "./runs.queries";

/** One job per scenario of a run. */
export const EVAL_SCENARIO_QUEUE = "eval.scenario";

export interface ScenarioJob {
  runId: string;
  scenarioId: string;
  /** Which of the scenario's samples (absent in jobs sent before repeats existed: the first). */
  sample?: number;
  userId: string;
}

/**
 * A job id derived from the run, scenario and sample: sending a sample twice stores one job. The
 * first sample keeps the id it had before repeats existed, so a job queued across the upgrade is one.
 */
export const scenarioJobId = (runId: string, scenarioId: string, sample = 0): string =>
  stableJobId(sample === 0 ? `${runId}:${scenarioId}` : `${runId}:${scenarioId}#${sample}`);

/** Sends the jobs of admitted scenarios (a scenario sent twice stores one job). */
export async function sendScenarioJobs(ctx: Pick<ServerContext, "jobs">, scenarios: ScenarioJob[]): Promise<void> {
  await ctx.jobs.sendMany(
    EVAL_SCENARIO_QUEUE,
    scenarios.map((data) => ({ id: scenarioJobId(data.runId, data.scenarioId, data.sample), data })),
  );
}

type AdmitContext = Pick<ServerContext, "db" | "jobs">;

/** Admissions under way in this process, per target; `again` when one more was asked for meanwhile. */
const admitting = new WeakMap<AdmitContext["db"], Map<string, { again: boolean; done: Promise<void> }>>();

/**
 * Gives the target's free slots to pending scenarios and sends their jobs. Calls for one target
 * while an admission is under way here make one more after it, not one each: when a hundred
 * scenarios end within a few milliseconds, their slots are given in a few statements.
 */
export function admitAndSend(ctx: AdmitContext, targetId: string): Promise<void> {
  let targets = admitting.get(ctx.db);
  if (!targets) admitting.set(ctx.db, (targets = new Map<string, { again: boolean; done: Promise<void> }>()));
  const current = targets.get(targetId);
  if (current) {
    current.again = true;
    return current.done;
  }
  const entry = { again: false, done: Promise.resolve() };
  entry.done = (async () => {
    try {
      do {
        entry.again = false;
        const admitted = await admitScenarios(ctx.db, targetId);
        if (admitted.length > 0) await sendScenarioJobs(ctx, admitted);
      } while (entry.again);
    } finally {
      targets.delete(targetId);
    }
  })();
  targets.set(targetId, entry);
  return entry.done;
}
