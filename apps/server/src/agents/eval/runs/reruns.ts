import type { EvalRun, Rerun } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../context";
import { AppError } from "../../../lib/errors";
import { loadRunResults } from "./run-lifecycle";
import type { EvalRunRow } from "./runs.queries";
import { getRunRow, startRun, type FollowUp } from "./runs.service";

type Deps = Pick<ServerContext, "db" | "events" | "jobs" | "secrets" | "env" | "agents">;

const badRequest = (code: string, message: string) => new AppError(400, code, message);

/** A run under way has no final verdicts to follow up: its re-run or re-test waits for its end. */
export function refuseWhileInProgress(run: EvalRunRow, what: string): void {
  if (run.status === "queued" || run.status === "running") {
    throw new AppError(
      409,
      "RUN_IN_PROGRESS",
      `Run #${run.number} is still under way: ${what} it once it has ended (or cancel it first).`,
    );
  }
}

/** The scenarios that failed in the run (by its verdict rule, people's verdicts included). */
export async function failedScenarioIds(deps: Deps, run: EvalRunRow, what: string): Promise<string[]> {
  const results = await loadRunResults(deps.db, run, false);
  const failed = results.scenarios.filter((result) => result.status === "failed").map((result) => result.scenarioId);
  if (failed.length === 0) {
    throw badRequest("NOTHING_FAILED", `No scenario failed in run #${run.number}: there is nothing to ${what}.`);
  }
  return failed;
}

/**
 * A follow-up of a run (a re-run, or a re-test on new instructions): its script version, target,
 * judge, seed, repeats and verdict rule, with only the scenarios given (all when absent), linked to it.
 */
export function startFollowUpRun(
  deps: Deps,
  userId: string,
  run: EvalRunRow,
  followUp: Omit<FollowUp, "parentRunId">,
): Promise<EvalRun> {
  if (!run.targetId) {
    throw badRequest(
      "TARGET_DELETED",
      `Run #${run.number}'s target "${run.targetName}" has been deleted: start a new run on another target.`,
    );
  }
  return startRun(
    deps,
    userId,
    run.projectId,
    {
      scriptReportId: run.scriptReportId,
      scriptVersion: run.scriptVersion,
      targetId: run.targetId,
      judge: run.judge,
      // A re-run asks the target again: a cached reply would only repeat the verdict being checked.
      useReplyCache: false,
      seed: run.seed,
      repeats: run.repeats,
      verdictRule: run.verdictRule,
      ...(run.atLeast === null ? {} : { atLeast: run.atLeast }),
    },
    { parentRunId: run.id, ...followUp },
  );
}

/**
 * "Re-run failed scenarios" (no ids) and "Re-run this scenario" (one id): the named scenarios must
 * be the run's own, and the run must have ended.
 */
export async function rerunRun(
  deps: Deps,
  userId: string,
  projectId: string,
  runId: string,
  body: Rerun,
): Promise<EvalRun> {
  const run = await getRunRow(deps, userId, projectId, runId);
  refuseWhileInProgress(run, "re-run");
  let scenarioIds: string[];
  if (body.scenarioIds) {
    const known = new Set(run.script.scenarios.map((scenario) => scenario.id));
    const unknown = [...new Set(body.scenarioIds)].filter((id) => !known.has(id));
    if (unknown.length > 0) {
      const named = unknown
        .slice(0, 3)
        .map((id) => `"${id}"`)
        .join(", ");
      throw badRequest(
        "SCENARIO_NOT_FOUND",
        `Run #${run.number} has no scenario ${named}${unknown.length > 3 ? ` (and ${unknown.length - 3} more)` : ""}: a re-run plays only the run's own scenarios.`,
      );
    }
    scenarioIds = [...new Set(body.scenarioIds)];
  } else {
    scenarioIds = await failedScenarioIds(deps, run, "re-run");
  }
  return startFollowUpRun(deps, userId, run, { scenarioIds });
}
