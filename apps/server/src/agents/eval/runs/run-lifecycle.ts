import type { EvalRunResults } from "@aesop/shared/contracts/eval";
import type { Database } from "../../../db/client";
import type { EventBus } from "../../../lib/realtime";
import { createReport } from "../../../modules/reports/reports.service";
import { runMarkdown } from "./exports";
import { runResults, toEvalRun, toScenarioResult } from "./results";
import { finishRun, listScenarioRows, setRunReport, type EvalRunRow } from "./runs.queries";

type Deps = { db: Database; events: EventBus };

/** The owner's open pages refetch the run (progress, status): ids only, as every event. */
export async function announceRun(
  deps: Deps,
  run: Pick<EvalRunRow, "id" | "userId" | "projectId" | "status">,
): Promise<void> {
  await deps.events.publish(run.userId, {
    type: "eval-run.changed",
    projectId: run.projectId,
    runId: run.id,
    status: run.status,
  });
}

export async function loadRunResults(db: Database, run: EvalRunRow): Promise<EvalRunResults> {
  const rows = await listScenarioRows(db, run.id);
  const scenarios = new Map(run.script.scenarios.map((scenario) => [scenario.id, scenario]));
  return runResults(
    toEvalRun(run),
    rows.flatMap((row) => {
      const scenario = scenarios.get(row.scenarioId);
      return scenario ? [toScenarioResult(row, scenario)] : [];
    }),
    run.script.rubric.criteria,
  );
}

/**
 * Ends the run once (whoever moves it out of running first) and puts its summary in the
 * workspace as a report of the Eval Agent.
 */
export async function finaliseRun(
  deps: Deps,
  run: Pick<EvalRunRow, "id">,
  status: "completed" | "cancelled",
): Promise<EvalRunRow | undefined> {
  const ended = await finishRun(deps.db, run.id, status);
  if (!ended) return undefined;
  const results = await loadRunResults(deps.db, ended);
  const report = await createReport(deps, ended.userId, {
    projectId: ended.projectId,
    agent: "eval",
    title: `Evaluation run #${ended.number}: ${ended.scriptName}`,
    status: "done",
    markdown: runMarkdown(results),
    inputText: `Test script "${ended.scriptName}" version ${ended.scriptVersion} against "${ended.targetName}" (${ended.judge} judge)`,
    data: { evalRun: { runId: ended.id, number: ended.number, passRate: results.run.passRate } },
  });
  const withReport = (await setRunReport(deps.db, ended.id, report.id)) ?? ended;
  await announceRun(deps, withReport);
  return withReport;
}
