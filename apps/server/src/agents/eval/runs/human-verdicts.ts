import type { EvalRunResults, SetHumanVerdict } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../context";
import { AppError, notFound } from "../../../lib/errors";
import { getProject } from "../../../modules/projects/projects.service";
import { announceRun, loadRunResults } from "./run-lifecycle";
import { deleteHumanVerdict, findRunRow, setRunFigures, upsertHumanVerdict, type EvalRunRow } from "./runs.queries";

type Deps = Pick<ServerContext, "db" | "events">;

/** The owner's run and its results; 404 for anyone else's (as every run route). */
async function ownedRun(deps: Deps, userId: string, projectId: string, runId: string) {
  await getProject(deps, userId, projectId);
  const run = await findRunRow(deps.db, userId, runId);
  if (!run || run.projectId !== projectId) throw notFound("Run not found");
  return run;
}

/** After a verdict changed: the stored figures of an ended run follow, and open pages refetch. */
async function afterChange(deps: Deps, run: EvalRunRow): Promise<EvalRunResults> {
  const results = await loadRunResults(deps.db, run);
  if (run.status !== "queued" && run.status !== "running") {
    const { passRate, passInterval, flaky, overridden } = results.run;
    await setRunFigures(deps.db, run.id, { passRate, passInterval, flaky, overridden });
  }
  await announceRun(deps, run);
  return results;
}

/**
 * A person's verdict on an ended scenario (decision 0058): it overrides the judge's in the run's
 * figures. Recorded with the judge's verdict of the moment (for the judge's agreement) and the
 * script version (shown beside the judge's on the next run of it).
 */
export async function setHumanVerdict(
  deps: Deps,
  userId: string,
  projectId: string,
  runId: string,
  scenarioId: string,
  body: SetHumanVerdict,
): Promise<EvalRunResults> {
  const run = await ownedRun(deps, userId, projectId, runId);
  const scenario = (await loadRunResults(deps.db, run)).scenarios.find((result) => result.scenarioId === scenarioId);
  if (!scenario) throw notFound("Scenario not found");
  if (scenario.judgeStatus === "pending" || scenario.judgeStatus === "running") {
    throw new AppError(409, "SCENARIO_NOT_ENDED", "This scenario has not ended yet: set a verdict once it has.");
  }
  await upsertHumanVerdict(deps.db, {
    runId,
    userId,
    projectId,
    scriptReportId: run.scriptReportId,
    scriptVersion: run.scriptVersion,
    scenarioId,
    verdict: body.verdict,
    note: body.note,
    judgeVerdict: scenario.judgeStatus === "passed" ? "pass" : scenario.judgeStatus === "failed" ? "fail" : null,
  });
  return afterChange(deps, run);
}

export async function clearHumanVerdict(
  deps: Deps,
  userId: string,
  projectId: string,
  runId: string,
  scenarioId: string,
): Promise<EvalRunResults> {
  const run = await ownedRun(deps, userId, projectId, runId);
  await deleteHumanVerdict(deps.db, runId, scenarioId);
  return afterChange(deps, run);
}
