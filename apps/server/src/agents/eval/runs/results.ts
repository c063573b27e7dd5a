import {
  type SCENARIO_CHANGES,
  type CriterionScore,
  type RateChange,
  type RunFigures,
  type EvalRun,
  type EvalRunComparison,
  type EvalRunResults,
  type EvalTurn,
  type ScenarioResult,
  type ScenarioResultStatus,
  type ScenarioTranscript,
} from "@aesop/shared/contracts/eval";
import {
  ATTACK_STRATEGY_IDS,
  PLAIN_STRATEGY_KEY,
  attackStrategyKey,
  attackStrategyName,
  promptfooStrategyOf,
} from "@aesop/shared/contracts/attack-strategies";
import { SCENARIO_SEVERITIES, type RubricCriterion, type Scenario } from "@aesop/shared/contracts/test-scripts";
import { intervalsOverlap, twoProportionPValue, wilsonInterval } from "../../../evaluation/statistics";
import type { EvalRunRow, EvalTurnRow } from "./runs.queries";

/** passed / (done − errored): an error says nothing of the assistant, so it is left out. */
export const passRateOf = (passed: number, done: number, errored: number) =>
  done - errored > 0 ? passed / (done - errored) : null;

/**
 * What a run shows before its scenario-level figures are known (a run under way, in a list): the
 * share of judged samples, with Wilson's interval when a scenario is one sample.
 */
function provisionalFigures(row: EvalRunRow): RunFigures {
  const judged = row.done - row.errored;
  const interval = row.repeats <= 1 ? wilsonInterval(row.passed, judged) : null;
  return {
    passRate: passRateOf(row.passed, row.done, row.errored),
    passInterval: interval && { ...interval, method: "wilson" },
    flaky: 0,
    overridden: 0,
  };
}

/** The run; `figures` computed from its scenarios when known, else those stored when it ended. */
export function toEvalRun(
  row: EvalRunRow,
  figures: RunFigures | null = row.figures ?? provisionalFigures(row),
): EvalRun {
  return {
    id: row.id,
    projectId: row.projectId,
    number: row.number,
    status: row.status,
    script: { reportId: row.scriptReportId, version: row.scriptVersion, name: row.scriptName },
    target: { id: row.targetId ?? "", name: row.targetName, config: row.targetConfig },
    judge: row.judge,
    seed: row.seed,
    repeats: row.repeats,
    verdictRule: row.verdictRule,
    atLeast: row.atLeast,
    progress: { total: row.total, done: row.done, passed: row.passed, failed: row.failed, errored: row.errored },
    passRate: figures?.passRate ?? null,
    passInterval: figures?.passInterval ?? null,
    flaky: figures?.flaky ?? 0,
    overridden: figures?.overridden ?? 0,
    reportId: row.reportId,
    fixesRunId: row.fixesRunId ?? null,
    matrixId: row.matrixId ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
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
    toolCalls: row.toolCalls,
  };
}

export function toTranscript(
  result: ScenarioResult,
  scenario: Scenario,
  turns: EvalTurnRow[],
  sample: { index: number; statuses: ScenarioResultStatus[] },
): ScenarioTranscript {
  return {
    ...result,
    persona: scenario.persona,
    objective: scenario.objective,
    expectedBehaviour: scenario.expectedBehaviour,
    sample: sample.index,
    sampleStatuses: sample.statuses,
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
    reruns: [],
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
    byStrategy: strategyBreakdown(scenarios),
    scenarios,
  };
}

const strategyKeyOf = (result: ScenarioResult) => attackStrategyKey(result.strategy?.ids);

/**
 * Pass rate per attack strategy, asked-plainly first, then strategies in the catalogue's order:
 * "held when asked plainly, failed under base64" at a glance. Empty when no strategy was used.
 */
function strategyBreakdown(scenarios: ScenarioResult[]): EvalRunResults["byStrategy"] {
  if (!scenarios.some((result) => result.strategy)) return [];
  const keys = [...new Set(scenarios.map(strategyKeyOf))].sort((a, b) => strategyOrder(a) - strategyOrder(b));
  return keys.map((strategy) => ({
    strategy,
    name: attackStrategyName(strategy),
    promptfoo: promptfooStrategyOf(strategy),
    ...tally(scenarios.filter((result) => strategyKeyOf(result) === strategy)),
  }));
}

const CATALOGUE_ORDER = new Map<string, number>(ATTACK_STRATEGY_IDS.map((id, index) => [id, index]));
/** Plain first, single strategies in the catalogue's order, combinations after them. */
const strategyOrder = (key: string) =>
  key === PLAIN_STRATEGY_KEY ? -1 : (CATALOGUE_ORDER.get(key) ?? ATTACK_STRATEGY_IDS.length);

const meanOf = (scores: CriterionScore[]) =>
  scores.length ? Math.round((scores.reduce((sum, score) => sum + score.score, 0) / scores.length) * 100) / 100 : null;

const isPass = (status: ScenarioResultStatus | null) => status === "passed";
const isFail = (status: ScenarioResultStatus | null) => status === "failed" || status === "error";

/** The 5 % level of the comparison's two-proportion tests. */
const NOISE_LEVEL = 0.05;

/** A scenario's judged samples for the comparison; a person's verdict is one certain sample. */
function samplesOf(result: ScenarioResult): { passed: number; n: number } {
  if (result.humanVerdict && (result.status === "passed" || result.status === "failed")) {
    return { passed: result.status === "passed" ? 1 : 0, n: 1 };
  }
  return { passed: result.samples.passed, n: result.samples.passed + result.samples.failed };
}

/**
 * A scenario's change between runs. With one sample on each side nothing measures the noise: the
 * verdicts are compared as they are. With more, a pass share that moved is "improved" or
 * "regressed" only when a two-proportion test of the samples says so at 5 %; otherwise it is
 * "within-noise", never "regressed" (decision 0058).
 */
function scenarioChange(before: ScenarioResult, after: ScenarioResult): (typeof SCENARIO_CHANGES)[number] {
  const b = samplesOf(before);
  const a = samplesOf(after);
  if (b.n <= 1 && a.n <= 1) {
    return isFail(before.status) && isPass(after.status)
      ? "improved"
      : isPass(before.status) && isFail(after.status)
        ? "regressed"
        : "unchanged";
  }
  if (b.n === 0 || a.n === 0) return before.status === after.status ? "unchanged" : "within-noise";
  if (b.passed / b.n === a.passed / a.n) return "unchanged";
  const pValue = twoProportionPValue(b.passed, b.n, a.passed, a.n);
  if (pValue === null || pValue >= NOISE_LEVEL) return "within-noise";
  return a.passed / a.n > b.passed / b.n ? "improved" : "regressed";
}

/** Whether the run's pass rate moved beyond the noise: a two-proportion test at 5 %, or intervals apart. */
export function passRateChange(base: EvalRun, head: EvalRun, baseJudged: number, headJudged: number): RateChange {
  const delta = base.passRate === null || head.passRate === null ? null : head.passRate - base.passRate;
  const pValue =
    base.passRate === null || head.passRate === null
      ? null
      : twoProportionPValue(
          Math.round(base.passRate * baseJudged),
          baseJudged,
          Math.round(head.passRate * headJudged),
          headJudged,
        );
  const overlap =
    base.passInterval && head.passInterval ? intervalsOverlap(base.passInterval, head.passInterval) : null;
  return {
    base: base.passRate,
    head: head.passRate,
    delta: delta === null ? null : Math.round(delta * 10_000) / 10_000,
    pValue: pValue === null ? null : Math.round(pValue * 10_000) / 10_000,
    intervalsOverlap: overlap,
    beyondNoise: delta !== null && delta !== 0 && ((pValue !== null && pValue < NOISE_LEVEL) || overlap === false),
  };
}

const judgedCount = (results: ScenarioResult[]) =>
  results.filter((result) => result.status === "passed" || result.status === "failed").length;

/**
 * Each attack strategy's pass rate in both runs and its scenarios' changes: a strategy regressed
 * when its rate fell and at least one of its scenarios regressed (a fall made only of scenarios
 * added or removed is no regression of the assistant).
 */
function strategyChanges(
  base: ScenarioResult[],
  head: ScenarioResult[],
  changes: EvalRunComparison["scenarios"],
): EvalRunComparison["strategies"] {
  if (![...base, ...head].some((result) => result.strategy)) return [];
  const keyOf = new Map([...base, ...head].map((result) => [result.scenarioId, strategyKeyOf(result)]));
  const keys = [...new Set(keyOf.values())].sort((a, b) => strategyOrder(a) - strategyOrder(b));
  return keys.map((strategy) => {
    const before = tally(base.filter((result) => strategyKeyOf(result) === strategy)).passRate;
    const after = tally(head.filter((result) => strategyKeyOf(result) === strategy)).passRate;
    const mine = changes.filter((change) => keyOf.get(change.scenarioId) === strategy);
    const regressedScenarios = mine.filter((change) => change.change === "regressed").length;
    const delta = before === null || after === null ? null : Math.round((after - before) * 10_000) / 10_000;
    return {
      strategy,
      name: attackStrategyName(strategy),
      base: before,
      head: after,
      delta,
      regressedScenarios,
      improvedScenarios: mine.filter((change) => change.change === "improved").length,
      regressed: delta !== null && delta < 0 && regressedScenarios > 0,
    };
  });
}

/** Two runs side by side: per scenario improved / regressed / within-noise / unchanged / added / removed, per criterion the mean's change. */
export function compareRuns(
  base: { run: EvalRun; scenarios: ScenarioResult[]; criteria: RubricCriterion[] },
  head: { run: EvalRun; scenarios: ScenarioResult[]; criteria: RubricCriterion[] },
): EvalRunComparison {
  const baseById = new Map(base.scenarios.map((result) => [result.scenarioId, result]));
  const headById = new Map(head.scenarios.map((result) => [result.scenarioId, result]));
  const ids = [...new Set([...head.scenarios.map((r) => r.scenarioId), ...base.scenarios.map((r) => r.scenarioId)])];
  const scenarios = ids.map((scenarioId) => {
    const before = baseById.get(scenarioId);
    const after = headById.get(scenarioId);
    const change: (typeof SCENARIO_CHANGES)[number] = !before
      ? "added"
      : !after
        ? "removed"
        : scenarioChange(before, after);
    return {
      scenarioId,
      title: (after ?? before)?.title ?? scenarioId,
      base: before?.status ?? null,
      head: after?.status ?? null,
      basePassShare: before?.passShare ?? null,
      headPassShare: after?.passShare ?? null,
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
    strategies: strategyChanges(base.scenarios, head.scenarios, scenarios),
    passRate: passRateChange(base.run, head.run, judgedCount(base.scenarios), judgedCount(head.scenarios)),
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
