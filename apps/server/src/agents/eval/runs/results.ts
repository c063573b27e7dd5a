import {
  type SCENARIO_CHANGES,
  type CriterionScore,
  type EvalRun,
  type EvalRunComparison,
  type EvalRunResults,
  type EvalTurn,
  type ScenarioResult,
  type ScenarioResultStatus,
  type ScenarioTranscript,
} from "@aesop/shared/contracts/eval";
import { SCENARIO_SEVERITIES, type RubricCriterion, type Scenario } from "@aesop/shared/contracts/test-scripts";
import type { EvalRunRow, EvalTurnRow, ScenarioResultRow } from "./runs.queries";

/** passed / (done − errored): an error says nothing of the assistant, so it is left out. */
export const passRateOf = (passed: number, done: number, errored: number) =>
  done - errored > 0 ? passed / (done - errored) : null;

export function toEvalRun(row: EvalRunRow): EvalRun {
  return {
    id: row.id,
    projectId: row.projectId,
    number: row.number,
    status: row.status,
    script: { reportId: row.scriptReportId, version: row.scriptVersion, name: row.scriptName },
    target: { id: row.targetId ?? "", name: row.targetName, config: row.targetConfig },
    judge: row.judge,
    seed: row.seed,
    progress: { total: row.total, done: row.done, passed: row.passed, failed: row.failed, errored: row.errored },
    passRate: passRateOf(row.passed, row.done, row.errored),
    reportId: row.reportId,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function toScenarioResult(row: ScenarioResultRow, scenario: Scenario): ScenarioResult {
  return {
    scenarioId: row.scenarioId,
    title: scenario.title,
    category: scenario.category,
    severity: scenario.severity,
    status: row.status,
    scores: row.scores,
    checks: row.checks,
    reason: row.reason,
    turnCount: row.turnCount,
    latencyMs: row.latencyMs,
    costUsd: row.costUsd,
  };
}

export function toEvalTurn(row: EvalTurnRow): EvalTurn {
  return {
    index: row.index,
    message: row.message,
    reply: row.reply,
    error: row.error,
    latencyMs: row.latencyMs === null ? null : Math.round(row.latencyMs * 10) / 10,
    inputTokens: row.inputTokens,
    outputTokens: row.outputTokens,
    costUsd: row.costUsd,
    cached: row.cached,
    checks: row.checks,
    scores: row.scores,
  };
}

export function toTranscript(result: ScenarioResult, scenario: Scenario, turns: EvalTurnRow[]): ScenarioTranscript {
  return {
    ...result,
    persona: scenario.persona,
    objective: scenario.objective,
    expectedBehaviour: scenario.expectedBehaviour,
    turns: turns.map(toEvalTurn),
  };
}

const ENDED: ReadonlySet<ScenarioResultStatus> = new Set(["passed", "failed"]);
const tally = (results: ScenarioResult[]) => {
  const judged = results.filter((result) => ENDED.has(result.status));
  const passed = judged.filter((result) => result.status === "passed").length;
  return { total: results.length, passed, passRate: judged.length ? passed / judged.length : null };
};

/** The run page: pass rates per category, severity and criterion, and the scenarios. */
export function runResults(run: EvalRun, scenarios: ScenarioResult[], criteria: RubricCriterion[]): EvalRunResults {
  const categories = [...new Set(scenarios.map((result) => result.category))];
  const used = criteria.filter((criterion) =>
    scenarios.some((result) => result.scores.some((score) => score.criterionId === criterion.id)),
  );
  return {
    run,
    byCategory: categories.map((category) => ({
      category,
      ...tally(scenarios.filter((result) => result.category === category)),
    })),
    bySeverity: SCENARIO_SEVERITIES.filter((severity) => scenarios.some((result) => result.severity === severity)).map(
      (severity) => ({ severity, ...tally(scenarios.filter((result) => result.severity === severity)) }),
    ),
    byCriterion: used.map((criterion) => {
      const scores = scenarios.flatMap((result) => result.scores.filter((score) => score.criterionId === criterion.id));
      const passed = scores.filter((score) => score.score >= criterion.passThreshold).length;
      return {
        criterionId: criterion.id,
        name: criterion.name,
        total: scores.length,
        passed,
        passRate: scores.length ? passed / scores.length : null,
        meanScore: meanOf(scores),
      };
    }),
    scenarios,
  };
}

const meanOf = (scores: CriterionScore[]) =>
  scores.length ? Math.round((scores.reduce((sum, score) => sum + score.score, 0) / scores.length) * 100) / 100 : null;

const isPass = (status: ScenarioResultStatus | null) => status === "passed";
const isFail = (status: ScenarioResultStatus | null) => status === "failed" || status === "error";

/** Two runs side by side: per scenario improved / regressed / unchanged / added / removed, per criterion the mean's change. */
export function compareRuns(
  base: { run: EvalRun; scenarios: ScenarioResult[]; criteria: RubricCriterion[] },
  head: { run: EvalRun; scenarios: ScenarioResult[]; criteria: RubricCriterion[] },
): EvalRunComparison {
  const baseById = new Map(base.scenarios.map((result) => [result.scenarioId, result]));
  const headById = new Map(head.scenarios.map((result) => [result.scenarioId, result]));
  const ids = [...new Set([...head.scenarios.map((r) => r.scenarioId), ...base.scenarios.map((r) => r.scenarioId)])];
  const scenarios = ids.map((scenarioId) => {
    const before = baseById.get(scenarioId)?.status ?? null;
    const after = headById.get(scenarioId)?.status ?? null;
    const change: (typeof SCENARIO_CHANGES)[number] =
      before === null
        ? "added"
        : after === null
          ? "removed"
          : isFail(before) && isPass(after)
            ? "improved"
            : isPass(before) && isFail(after)
              ? "regressed"
              : "unchanged";
    return {
      scenarioId,
      title: (headById.get(scenarioId) ?? baseById.get(scenarioId))?.title ?? scenarioId,
      base: before,
      head: after,
      change,
    };
  });
  const names = new Map([...base.criteria, ...head.criteria].map((criterion) => [criterion.id, criterion.name]));
  const meanIn = (results: ScenarioResult[], id: string) =>
    meanOf(results.flatMap((result) => result.scores.filter((score) => score.criterionId === id)));
  const criterionIds = [...names.keys()].filter(
    (id) => meanIn(base.scenarios, id) !== null || meanIn(head.scenarios, id) !== null,
  );
  return {
    base: base.run,
    head: head.run,
    scenarios,
    criteria: criterionIds.map((criterionId) => {
      const before = meanIn(base.scenarios, criterionId);
      const after = meanIn(head.scenarios, criterionId);
      return {
        criterionId,
        name: names.get(criterionId) ?? criterionId,
        base: before,
        head: after,
        delta: before === null || after === null ? null : Math.round((after - before) * 100) / 100,
      };
    }),
  };
}
