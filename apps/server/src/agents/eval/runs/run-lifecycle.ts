import type { EvalRunResults } from "@aesop/shared/contracts/eval";
import type { Database } from "../../../db/client";
import type { EventBus } from "../../../lib/realtime";
import { createReport } from "../../../modules/reports/reports.service";
import { fixOutcomesOf } from "../fixes/fix-outcomes";
import { unifiedDiff } from "../fixes/unified-diff";
import { runMarkdown } from "./exports";
import { runResults, toEvalRun } from "./results";
import { aggregateSamples, runFigures } from "./run-figures";
import {
  findEndedRunWithoutReport,
  findRunRow,
  finishRun,
  listFollowUpRunRows,
  listHumanVerdictsFor,
  listScenarioRows,
  listTurnRows,
  setRunFigures,
  setRunReport,
  type EvalRunRow,
  type EvalTurnRow,
  type ScenarioResultRow,
} from "./runs.queries";

type Deps = { db: Database; events: EventBus };

/** The owner's open pages refetch the run (progress, status): ids only, as every event. */
export async function announceRun(
  deps: Pick<Deps, "events">,
  run: Pick<EvalRunRow, "id" | "userId" | "projectId" | "status">,
): Promise<void> {
  await deps.events.publish(run.userId, {
    type: "eval-run.changed",
    projectId: run.projectId,
    runId: run.id,
    status: run.status,
  });
}

/**
 * A scenario's end, announced at most once per PROGRESS_EVERY_MS per run in this process: the first
 * at once, those within the interval as one more at its end (with the latest status), none after the
 * run has ended here. A run ends 8 to 30 scenarios a second; each event cost a NOTIFY on a
 * PostgreSQL server and made every open page of its owner fetch the whole run again, and a page
 * shows the same progress from one event every quarter second.
 */
export const PROGRESS_EVERY_MS = 250;

type Announced = Pick<EvalRunRow, "id" | "userId" | "projectId" | "status">;
interface ProgressThrottle {
  lastAt: number;
  trailing: { run: Announced; timer: ReturnType<typeof setTimeout> } | null;
}
const throttles = new WeakMap<EventBus, Map<string, ProgressThrottle>>();

function throttlesOf(events: EventBus): Map<string, ProgressThrottle> {
  let runs = throttles.get(events);
  if (!runs) throttles.set(events, (runs = new Map<string, ProgressThrottle>()));
  return runs;
}

export async function announceProgress(deps: Pick<Deps, "events">, run: Announced): Promise<void> {
  const runs = throttlesOf(deps.events);
  const throttle = runs.get(run.id) ?? { lastAt: Number.NEGATIVE_INFINITY, trailing: null };
  runs.set(run.id, throttle);
  const wait = throttle.lastAt + PROGRESS_EVERY_MS - performance.now();
  if (wait <= 0) {
    throttle.lastAt = performance.now();
    return announceRun(deps, run);
  }
  if (throttle.trailing) {
    throttle.trailing.run = run;
    return;
  }
  const timer = setTimeout(() => {
    const latest = throttle.trailing?.run ?? run;
    throttle.trailing = null;
    throttle.lastAt = performance.now();
    // A lost progress event is superseded by the next one or by the run's end.
    announceRun(deps, latest).catch(() => undefined);
  }, wait);
  timer.unref();
  throttle.trailing = { run, timer };
}

/** The run ended here: a progress event still waiting would arrive after its end. */
export function forgetProgress(events: EventBus, runId: string): void {
  const runs = throttlesOf(events);
  const trailing = runs.get(runId)?.trailing;
  if (trailing) clearTimeout(trailing.timer);
  runs.delete(runId);
}

/**
 * The run page's results: each scenario's samples as one verdict (the run's rule, a person's
 * verdict over the judge's), the breakdowns, and the run's figures computed from them.
 */
/**
 * The run's results; unless `compare` is false, with the runs started from it and (for a re-run or
 * a re-test) its outcomes against its parent run; with each scenario's dialogue when `withDialogue`
 * (the run page searches it; exports and figures need not read every turn).
 */
export async function loadRunResults(
  db: Database,
  run: EvalRunRow,
  compare = true,
  withDialogue = false,
): Promise<EvalRunResults> {
  const [rows, { own: human, earlier }, turnRows] = await Promise.all([
    listScenarioRows(db, run.id),
    listHumanVerdictsFor(db, run),
    withDialogue ? listTurnRows(db, run.id) : undefined,
  ]);
  const turnsOf = new Map<string, EvalTurnRow[]>();
  for (const turn of turnRows ?? []) {
    const list = turnsOf.get(turn.scenarioId);
    if (list) list.push(turn);
    else turnsOf.set(turn.scenarioId, [turn]);
  }
  const scenarios = new Map(run.script.scenarios.map((scenario) => [scenario.id, scenario]));
  const samples = new Map<string, ScenarioResultRow[]>();
  for (const row of rows) {
    const list = samples.get(row.scenarioId);
    if (list) list.push(row);
    else samples.set(row.scenarioId, [row]);
  }
  const humanBy = new Map(human.map((row) => [row.scenarioId, row]));
  const earlierBy = new Map(earlier.map((row) => [row.scenarioId, row]));
  const results = [...samples].flatMap(([scenarioId, list]) => {
    const scenario = scenarios.get(scenarioId);
    if (!scenario) return [];
    const mine = humanBy.get(scenarioId);
    const before = earlierBy.get(scenarioId);
    return [
      aggregateSamples(
        run,
        scenario,
        list,
        mine ? { verdict: mine.verdict, note: mine.note, updatedAt: mine.updatedAt.toISOString() } : null,
        before
          ? {
              verdict: before.verdict,
              note: before.note,
              updatedAt: before.updatedAt.toISOString(),
              runNumber: before.runNumber,
            }
          : null,
        turnRows ? (turnsOf.get(scenarioId) ?? []) : undefined,
      ),
    ];
  });
  const loaded = runResults(toEvalRun(run, runFigures(run, results)), results, run.script.rubric.criteria);
  if (!compare) return loaded;
  const reruns = (await listFollowUpRunRows(db, run.userId, run.id)).map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    passRate: toEvalRun(row).passRate,
    scenarioCount: row.script.scenarios.length,
  }));
  if (!run.fixesRunId) return { ...loaded, reruns };
  // A follow-up: each scenario against its parent run (one level: that run's own link is not followed).
  const parent = await findRunRow(db, run.userId, run.fixesRunId);
  if (!parent) return { ...loaded, reruns, fixOutcomes: null };
  const base = await loadRunResults(db, parent, false);
  // Other instructions than the parent's make it a re-test of a fix; the same ones, a re-run.
  const kind = run.systemPrompt === parent.systemPrompt ? "rerun" : "retest";
  const config = run.targetConfig;
  const version =
    kind === "retest" && config.kind === "instructions-on-model" && config.instructions.source === "report"
      ? config.instructions.reportId
      : null;
  const changeSet =
    kind === "retest" && parent.systemPrompt !== null && run.systemPrompt !== null
      ? unifiedDiff(parent.systemPrompt, run.systemPrompt, "instructions", "instructions")
      : null;
  return {
    ...loaded,
    reruns,
    fixOutcomes: { ...fixOutcomesOf(base.run, base.scenarios, loaded.scenarios, version, kind), changeSet },
  };
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
  forgetProgress(deps.events, ended.id);
  return writeRunReport(deps, ended);
}

/**
 * A run that ended without its report (the process that ended it stopped before writing it): the
 * retried job that finds its scenario done writes it, so every ended run gets its report once.
 */
export async function writeMissingRunReport(deps: Deps, runId: string): Promise<EvalRunRow | undefined> {
  const ended = await findEndedRunWithoutReport(deps.db, runId);
  return ended ? writeRunReport(deps, ended) : undefined;
}

async function writeRunReport(deps: Deps, ended: EvalRunRow): Promise<EvalRunRow> {
  const results = await loadRunResults(deps.db, ended);
  const { passRate, passInterval, flaky, overridden } = results.run;
  const figures = { passRate, passInterval, flaky, overridden };
  await setRunFigures(deps.db, ended.id, figures);
  const report = await createReport(deps, ended.userId, {
    projectId: ended.projectId,
    agent: "eval",
    title: `Evaluation run #${ended.number}: ${ended.scriptName}`,
    status: "done",
    markdown: runMarkdown(results),
    inputText: `Test script "${ended.scriptName}" version ${ended.scriptVersion} against "${ended.targetName}" (${ended.judge} judge)`,
    data: { evalRun: { runId: ended.id, number: ended.number, passRate: results.run.passRate } },
  });
  const withReport = (await setRunReport(deps.db, ended.id, report.id)) ?? { ...ended, figures };
  await announceRun(deps, withReport);
  return withReport;
}
