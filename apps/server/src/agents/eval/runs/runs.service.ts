import { randomInt } from "node:crypto";
import type {
  EvalExportFormat,
  EvalRun,
  EvalRunComparison,
  EvalRunResults,
  ScenarioTranscript,
  StartEvalRun,
} from "@aesop/shared/contracts/eval";
import { awaitsProposedTools, type Scenario } from "@aesop/shared/contracts/test-scripts";
import type { ServerContext } from "../../../context";
import { AppError, notFound } from "../../../lib/errors";
import { getProject } from "../../../modules/projects/projects.service";
import { findReportWithProject } from "../../../modules/reports/reports.service";
import { getScriptVersion, latestScriptVersion } from "../../script-generation/index";
import { getCallableTarget } from "../../../evaluation/targets/targets.service";
import type { CallableTarget } from "../../../evaluation/targets/target-adapters";
import { streamRunExport, type StreamedFile } from "./exports";
import { compareRuns, toEvalRun, toTranscript } from "./results";
import { announceRun, finaliseRun, loadRunResults } from "./run-lifecycle";
import { judgeModelOf } from "../../../evaluation/judge/judge-model";
import { admitAndSend } from "./run-admission";
import { noteRunCancelled, rememberRun } from "./run-cache";
import {
  cancelPendingScenarios,
  findRunRow,
  insertRunWithScenarios,
  insertRunsWithScenarios,
  listMatrixRunRows,
  listRunRows,
  type RunToInsert,
  listScenarioRows,
  listTurnRows,
  listTurnRowsOf,
  type EvalRunRow,
  type EvalTurnRow,
  type ScenarioResultRow,
} from "./runs.queries";

type Deps = Pick<ServerContext, "db" | "events" | "jobs" | "secrets" | "env" | "agents">;

const badRequest = (code: string, message: string) => new AppError(400, code, message);

/**
 * A follow-up of a parent run: a re-test after a fix of the instructions (issue 38, with the
 * instructions given here instead of the target's own) or a re-run (issue 33, without), of some
 * of the script's scenarios, linked to the parent.
 */
export interface FollowUp {
  /** The run this one re-tests; absent for a matrix's target on a chosen instructions version. */
  parentRunId?: string;
  /** The scenarios to play; all of the script's when absent. */
  scenarioIds?: readonly string[];
  instructions?: { reportId: number; text: string };
}

/**
 * Starts a run: the script version, the target (without secrets) and the judge are recorded, one
 * scenario row per scenario (pending), and one durable job each.
 */
export async function startRun(
  deps: Deps,
  userId: string,
  projectId: string,
  body: StartEvalRun,
  followUp?: FollowUp,
): Promise<EvalRun> {
  await getProject(deps, userId, projectId);
  const prepared = await prepareRun(deps, userId, projectId, body, followUp);
  const run = await insertRunWithScenarios(
    deps.db,
    prepared.row.run,
    prepared.row.scenarioIds,
    deps.env.MAX_RUNS_IN_PROGRESS_PER_USER,
    prepared.row.repeats,
  );
  if (!run) throw tooManyRunsInProgress(deps.env.MAX_RUNS_IN_PROGRESS_PER_USER);
  await launchRun(deps, run, prepared.target);
  return toEvalRun(run);
}

/**
 * Several prepared runs stored at once, all or none (a matrix: decision 0071), then launched: each
 * is admitted on its own target's slots, so every target keeps its own limits and fairness.
 */
export async function startPreparedRuns(deps: Deps, prepared: readonly PreparedRun[]): Promise<EvalRunRow[]> {
  const runs = await insertRunsWithScenarios(
    deps.db,
    prepared.map((one) => one.row),
    deps.env.MAX_RUNS_IN_PROGRESS_PER_USER,
  );
  if (!runs) throw tooManyRunsInProgress(deps.env.MAX_RUNS_IN_PROGRESS_PER_USER);
  // A matrix's runs are on different targets: admitted side by side, not each after the last's
  // admission and job sends (one after the other, the third target's first call came 0.5 s late).
  await Promise.all(
    runs.map(async (run, index) => {
      const target = prepared[index]?.target;
      if (target) await launchRun(deps, run, target);
    }),
  );
  return runs;
}

/** A run checked and ready to insert: its row, and the target to call (with its secrets). */
export interface PreparedRun {
  row: RunToInsert;
  target: CallableTarget;
}

/**
 * Everything a run's start checks and reads, without storing anything: the script version, the
 * target, the judge and the sample cap (a matrix prepares one per target, then inserts them all).
 * The caller has checked the project is the user's.
 */
export async function prepareRun(
  deps: Deps,
  userId: string,
  projectId: string,
  body: StartEvalRun,
  followUp?: FollowUp,
  matrixId: string | null = null,
): Promise<PreparedRun> {
  // Independent reads at once (a run's start is part of its wall time); their errors in this order.
  const [reportRead, scriptRead, targetRead] = await Promise.allSettled([
    findReportWithProject(deps, userId, body.scriptReportId),
    readScript(deps, userId, body.scriptReportId, body.scriptVersion),
    getCallableTarget(deps, userId, projectId, body.targetId),
  ]);
  const scriptReport = valueOf(reportRead);
  if (!scriptReport || scriptReport.projectId !== projectId || scriptReport.agent !== "script-generation") {
    throw badRequest("SCRIPT_NOT_FOUND", `Test script #${body.scriptReportId} was not found in this project.`);
  }
  const read = valueOf(scriptRead);
  const only = followUp?.scenarioIds ? new Set(followUp.scenarioIds) : null;
  // A scenario that needs a proposed tool waits for the builder to confirm it (decision 0078).
  const runnable = (scenario: Scenario) =>
    (!only || only.has(scenario.id)) && awaitsProposedTools(scenario, read.content.tools) === null;
  const script = { ...read, content: { ...read.content, scenarios: read.content.scenarios.filter(runnable) } };
  if (script.content.scenarios.length === 0) {
    throw badRequest(
      "NO_RUNNABLE_SCENARIOS",
      "Every scenario of this script needs a proposed tool: confirm the tools first.",
    );
  }
  if (targetRead.status === "rejected") {
    const error: unknown = targetRead.reason;
    if (error instanceof AppError && error.status === 404) {
      throw badRequest("TARGET_NOT_FOUND", "The target was not found in this project.");
    }
    throw error;
  }
  const { row: storedTarget, target: storedCallable } = targetRead.value;
  // A re-test runs the target's model on the fixed version: recorded as the run's instructions.
  const retesting = followUp?.instructions;
  const { row: targetRow, target } =
    retesting && storedTarget.config.kind === "instructions-on-model"
      ? {
          row: {
            ...storedTarget,
            config: {
              ...storedTarget.config,
              instructions: { source: "report" as const, reportId: retesting.reportId },
            },
          },
          target: {
            ...storedCallable,
            systemPrompt: retesting.text,
            instructions: retesting.text,
          },
        }
      : targetRead.value;
  const judgeModel = body.judge === "llm" ? judgeModelOf(deps.env) : null;
  if (body.judge === "llm" && !judgeModel) {
    throw badRequest(
      "NO_JUDGE_MODEL",
      "The LLM judge needs a model: set JUDGE_MODEL (or LLM_MODEL) on the server, or run with the guided judge.",
    );
  }
  const samples = script.content.scenarios.length * body.repeats;
  if (samples > deps.env.MAX_EVAL_SAMPLES_PER_RUN) {
    throw badRequest(
      "TOO_MANY_SAMPLES",
      `This run would play ${script.content.scenarios.length.toLocaleString("en-US")} scenarios × ${body.repeats} ` +
        `repeats = ${samples.toLocaleString("en-US")} samples; a run may play at most ` +
        `${deps.env.MAX_EVAL_SAMPLES_PER_RUN.toLocaleString("en-US")}. Lower the repeats or run part of the script.`,
    );
  }
  const run = {
    projectId,
    userId,
    scriptReportId: body.scriptReportId,
    scriptVersion: script.version,
    scriptName: script.content.name,
    script: script.content,
    targetId: targetRow.id,
    targetName: targetRow.name,
    targetConfig: targetRow.config,
    targetLimits: targetRow.limits,
    systemPrompt: target.systemPrompt,
    judge: body.judge,
    judgeModel: judgeModel?.name ?? null,
    evaluatorModel: body.judge === "llm" ? (deps.agents.model?.name ?? null) : null,
    seed: body.seed ?? randomInt(0, 2_147_483_647),
    useReplyCache: body.useReplyCache,
    repeats: body.repeats,
    verdictRule: body.verdictRule,
    atLeast: body.verdictRule === "at-least" ? (body.atLeast ?? 1) : null,
    total: samples,
    fixesRunId: followUp?.parentRunId ?? null,
    matrixId,
  };
  return {
    row: { run, scenarioIds: script.content.scenarios.map((scenario) => scenario.id), repeats: body.repeats },
    target,
  };
}

/** A stored run is made known to this process, its first scenarios admitted, and announced. */
export async function launchRun(deps: Deps, run: EvalRunRow, target: CallableTarget): Promise<void> {
  // Before the jobs exist: this process's workers take them at once and find the run known.
  rememberRun(deps.db, run, target);
  // As many scenarios get a job as the target has free slots; each verdict admits the next.
  if (run.targetId) await admitAndSend(deps, run.targetId);
  await announceRun(deps, run);
}

/** Beyond the per-user cap (MAX_RUNS_IN_PROGRESS_PER_USER): one builder's runs do not crowd out everyone's. */
export function tooManyRunsInProgress(max: number): AppError {
  return new AppError(
    429,
    "TOO_MANY_RUNS_IN_PROGRESS",
    `You already have ${max === 1 ? "1 run" : `${max} runs`} in progress. Wait for one to finish or cancel it, then start this one.`,
  );
}

function valueOf<T>(settled: PromiseSettledResult<T>): T {
  if (settled.status === "rejected") throw settled.reason;
  return settled.value;
}

async function readScript(deps: Deps, userId: string, reportId: number, version: number | undefined) {
  try {
    return version === undefined
      ? await latestScriptVersion(deps, userId, reportId)
      : await getScriptVersion(deps, userId, reportId, version);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      throw badRequest(
        "SCRIPT_VERSION_NOT_FOUND",
        `Test script #${reportId} has no version ${version ?? ""}.`.replace(" .", "."),
      );
    }
    if (error instanceof AppError && error.status === 409) throw badRequest(error.code, error.message);
    throw error;
  }
}

export async function listRuns(deps: Deps, userId: string, projectId: string): Promise<EvalRun[]> {
  await getProject(deps, userId, projectId);
  return (await listRunRows(deps.db, userId, projectId)).map((row) => toEvalRun(row));
}

export async function getRunRow(deps: Deps, userId: string, projectId: string, runId: string): Promise<EvalRunRow> {
  await getProject(deps, userId, projectId);
  const run = await findRunRow(deps.db, userId, runId);
  if (!run || run.projectId !== projectId) throw notFound("Run not found");
  return run;
}

/** A matrix's runs with their results, in target order (decision 0071); not found when it has none here. */
export async function getMatrixRunResults(
  deps: Deps,
  userId: string,
  projectId: string,
  matrixId: string,
): Promise<EvalRunResults[]> {
  await getProject(deps, userId, projectId);
  const runs = await listMatrixRunRows(deps.db, userId, projectId, matrixId);
  if (runs.length === 0) throw notFound("Matrix run not found");
  return Promise.all(runs.map((run) => loadRunResults(deps.db, run)));
}

export async function getRunResults(
  deps: Deps,
  userId: string,
  projectId: string,
  runId: string,
): Promise<EvalRunResults> {
  // The run page searches the messages and replies: its results carry each scenario's dialogue.
  return loadRunResults(deps.db, await getRunRow(deps, userId, projectId, runId), true, true);
}

/** A page of a streamed export: the transcripts of this many scenarios are read at a time. */
export const EXPORT_PAGE_SCENARIOS = 200;

/**
 * One scenario's transcripts: every sample (the JSON export), or one sample (the run page; by
 * default the sample the scenario's verdict shows). `samples` are its rows in sample order and
 * `turns` hold at least its own turns.
 */
function scenarioTranscripts(
  scenario: EvalRunRow["script"]["scenarios"][number] | undefined,
  result: EvalRunResults["scenarios"][number],
  samples: readonly ScenarioResultRow[],
  turns: readonly EvalTurnRow[],
  onlySample?: number | "shown",
): ScenarioTranscript[] {
  if (!scenario) return [];
  const statuses = samples.map((row) => row.status);
  const shown = samples.find((row) => row.status === result.judgeStatus && row.reason === result.reason)?.sample ?? 0;
  const wanted =
    onlySample === undefined ? samples.map((row) => row.sample) : [onlySample === "shown" ? shown : onlySample];
  return wanted
    .filter((sample) => sample >= 0 && sample < samples.length)
    .map((sample) => {
      const row = samples[sample];
      // A sample other than the verdict's shows its own verdict, checks and scores.
      const own =
        row && sample !== shown
          ? {
              ...result,
              status: row.status,
              scores: row.scores,
              checks: row.checks,
              reason: row.reason,
              turnCount: row.turnCount,
              latencyMs: row.latencyMs,
            }
          : result;
      return toTranscript(
        own,
        scenario,
        turns.filter((turn) => turn.scenarioId === result.scenarioId && turn.sample === sample),
        { index: sample, statuses },
      );
    });
}

const samplesByScenario = (rows: readonly ScenarioResultRow[]) => {
  const by = new Map<string, ScenarioResultRow[]>();
  for (const row of rows) by.set(row.scenarioId, [...(by.get(row.scenarioId) ?? []), row]);
  for (const list of by.values()) list.sort((a, b) => a.sample - b.sample);
  return by;
};

/**
 * Every transcript of a run, read from the database a page of scenarios at a time (issue 34,
 * decision 0080): a run of 5,000 scenarios is never all its turns in memory at once.
 */
export async function* transcriptPages(
  db: Deps["db"],
  run: EvalRunRow,
  results: EvalRunResults,
): AsyncGenerator<ScenarioTranscript[]> {
  const samples = samplesByScenario(await listScenarioRows(db, run.id));
  // Looked up by id, not searched for each result: a run of 5,000 would be quadratic.
  const scenarios = new Map(run.script.scenarios.map((scenario) => [scenario.id, scenario]));
  for (let start = 0; start < results.scenarios.length; start += EXPORT_PAGE_SCENARIOS) {
    const page = results.scenarios.slice(start, start + EXPORT_PAGE_SCENARIOS);
    const turns = await listTurnRowsOf(
      db,
      run.id,
      page.map((result) => result.scenarioId),
    );
    const turnsOf = new Map<string, EvalTurnRow[]>();
    for (const turn of turns) turnsOf.set(turn.scenarioId, [...(turnsOf.get(turn.scenarioId) ?? []), turn]);
    yield page.flatMap((result) =>
      scenarioTranscripts(
        scenarios.get(result.scenarioId),
        result,
        samples.get(result.scenarioId) ?? [],
        turnsOf.get(result.scenarioId) ?? [],
      ),
    );
  }
}

export async function getTranscript(
  deps: Deps,
  userId: string,
  projectId: string,
  runId: string,
  scenarioId: string,
  sample?: number,
): Promise<ScenarioTranscript> {
  const run = await getRunRow(deps, userId, projectId, runId);
  const results = await loadRunResults(deps.db, run);
  const result = results.scenarios.find((candidate) => candidate.scenarioId === scenarioId);
  const [rows, turns] = await Promise.all([
    listScenarioRows(deps.db, run.id),
    listTurnRows(deps.db, run.id, scenarioId),
  ]);
  const [transcript] = result
    ? scenarioTranscripts(
        run.script.scenarios.find((candidate) => candidate.id === scenarioId),
        result,
        samplesByScenario(rows).get(scenarioId) ?? [],
        turns,
        sample ?? "shown",
      )
    : [];
  if (!transcript) throw notFound("Scenario not found");
  return transcript;
}

/**
 * Cancel: pending scenarios are cancelled at once and their jobs find nothing to do; a scenario
 * in flight stops before its next turn. The summary report says how far the run got.
 */
export async function cancelRun(deps: Deps, userId: string, projectId: string, runId: string): Promise<EvalRun> {
  const run = await getRunRow(deps, userId, projectId, runId);
  if (run.status !== "queued" && run.status !== "running") {
    throw new AppError(409, "RUN_ENDED", `This run has already ended (${run.status}).`);
  }
  await cancelPendingScenarios(deps.db, runId);
  noteRunCancelled(deps.db, runId);
  const ended = await finaliseRun(deps, run, "cancelled");
  // The slots its pending scenarios held go to the target's other runs.
  if (run.targetId) await admitAndSend(deps, run.targetId);
  return toEvalRun(ended ?? (await getRunRow(deps, userId, projectId, runId)));
}

export async function compareProjectRuns(
  deps: Deps,
  userId: string,
  projectId: string,
  baseId: string,
  headId: string,
): Promise<EvalRunComparison> {
  const [base, head] = await Promise.all([
    getRunRow(deps, userId, projectId, baseId),
    getRunRow(deps, userId, projectId, headId),
  ]);
  const [baseResults, headResults] = await Promise.all([loadRunResults(deps.db, base), loadRunResults(deps.db, head)]);
  return compareRuns(
    { run: baseResults.run, scenarios: baseResults.scenarios, criteria: base.script.rubric.criteria },
    { run: headResults.run, scenarios: headResults.scenarios, criteria: head.script.rubric.criteria },
  );
}

/**
 * A run as a file, streamed: the results are read once, and the JSON export's transcripts a page
 * of scenarios at a time as the download is written (decision 0080).
 */
export async function exportProjectRun(
  deps: Deps,
  userId: string,
  projectId: string,
  runId: string,
  format: EvalExportFormat,
): Promise<StreamedFile> {
  const run = await getRunRow(deps, userId, projectId, runId);
  const results = await loadRunResults(deps.db, run);
  return streamRunExport(format, results, () => transcriptPages(deps.db, run, results));
}
