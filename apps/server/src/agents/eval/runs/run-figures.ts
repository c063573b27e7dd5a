import {
  HELPFULNESS_CATEGORIES,
  type HumanVerdict,
  type RunFigures,
  type ScenarioResult,
  type ScenarioResultStatus,
  type VerdictRuleKind,
} from "@aesop/shared/contracts/eval";
import type { Scenario } from "@aesop/shared/contracts/test-scripts";
import {
  allMustPass,
  atLeastPass,
  bootstrapPassRate,
  majorityPasses,
  wilsonInterval,
  type ScenarioRule,
} from "../../../evaluation/statistics";
import type { EvalRunRow, EvalTurnRow, ScenarioResultRow } from "./runs.queries";

/**
 * A run's samples made into scenario verdicts and the run's figures (decision 0058): each
 * scenario's verdict by the run's rule over its judged samples, a person's verdict over the
 * judge's, and the pass rate with its 95 % interval.
 */

/** The rule a scenario's samples are read with: the run's, or its category's default. */
export function scenarioRuleOf(
  run: Pick<EvalRunRow, "verdictRule" | "atLeast">,
  category: string,
): { rule: ScenarioRule; kind: Exclude<VerdictRuleKind, "category-default"> } {
  const kind =
    run.verdictRule === "category-default"
      ? HELPFULNESS_CATEGORIES.includes(category)
        ? "majority"
        : "all"
      : run.verdictRule;
  switch (kind) {
    case "all":
      return { rule: allMustPass, kind };
    case "majority":
      return { rule: majorityPasses, kind };
    case "at-least":
      return { rule: atLeastPass(run.atLeast ?? 1), kind };
  }
}

const UNFINISHED: ReadonlySet<ScenarioResultStatus> = new Set(["pending", "running"]);

/** One scenario's samples (its rows, any order) as one result, with a person's verdict over the judge's. */
export function aggregateSamples(
  run: Pick<EvalRunRow, "verdictRule" | "atLeast">,
  scenario: Scenario,
  rows: ScenarioResultRow[],
  human: HumanVerdict | null,
  earlier: ScenarioResult["earlierHumanVerdict"],
  /** The scenario's turns (any sample, any order): the shown sample's become its `dialogue`. */
  turns?: readonly EvalTurnRow[],
): ScenarioResult {
  const samples = [...rows].sort((a, b) => a.sample - b.sample);
  const count = (status: ScenarioResultStatus) => samples.filter((row) => row.status === status).length;
  const tally = { passed: count("passed"), failed: count("failed") };
  const errored = count("error");
  const unfinished = samples.filter((row) => UNFINISHED.has(row.status));
  const judged = tally.passed + tally.failed;
  let judgeStatus: ScenarioResultStatus;
  if (unfinished.length > 0) {
    judgeStatus =
      unfinished.length < samples.length || unfinished.some((row) => row.status === "running") ? "running" : "pending";
  } else if (judged > 0) {
    judgeStatus = scenarioRuleOf(run, scenario.category).rule(tally) ? "passed" : "failed";
  } else {
    judgeStatus = errored > 0 ? "error" : "cancelled";
  }
  // The sample that tells most: the first that failed, or one whose status is the verdict.
  const shown =
    samples.find((row) => row.status === "failed" && judgeStatus === "failed") ??
    samples.find((row) => row.status === judgeStatus) ??
    samples.find((row) => !UNFINISHED.has(row.status)) ??
    samples[0];
  const costs = samples.map((row) => row.costUsd).filter((cost): cost is number => cost !== null);
  const ended = !UNFINISHED.has(judgeStatus);
  return {
    scenarioId: scenario.id,
    title: scenario.title,
    category: scenario.category,
    severity: scenario.severity,
    status: human && ended ? (human.verdict === "pass" ? "passed" : "failed") : judgeStatus,
    scores: shown?.scores ?? [],
    checks: shown?.checks ?? [],
    reason: shown?.reason ?? null,
    turnCount: shown?.turnCount ?? 0,
    latencyMs: shown?.latencyMs ?? null,
    costUsd: costs.length ? costs.reduce((sum, cost) => sum + cost, 0) : null,
    samples: { total: samples.length, ...tally, errored },
    passShare: judged ? tally.passed / judged : null,
    flaky: tally.passed > 0 && tally.failed > 0,
    judgeStatus,
    humanVerdict: human,
    earlierHumanVerdict: earlier,
    strategy: scenario.strategy ?? null,
    source: scenario.source.kind,
    ...(turns && {
      dialogue: turns
        .filter((turn) => turn.sample === (shown?.sample ?? 0))
        .sort((a, b) => a.index - b.index)
        .map((turn) => ({ message: turn.message, reply: turn.reply, checks: turn.checks })),
    }),
  };
}

/**
 * The run's pass rate over its judged scenarios and its 95 % interval: Wilson's with one sample a
 * scenario; with more, a bootstrap over scenarios seeded with the run's seed (the same run always
 * shows the same interval), where a person's verdict is a fixed pass or fail.
 */
export function runFigures(
  run: Pick<EvalRunRow, "verdictRule" | "atLeast" | "repeats" | "seed">,
  scenarios: ScenarioResult[],
): RunFigures {
  const judged = scenarios.filter((result) => result.status === "passed" || result.status === "failed");
  const passed = judged.filter((result) => result.status === "passed").length;
  const passRate = judged.length ? passed / judged.length : null;
  const flaky = scenarios.filter((result) => result.flaky).length;
  // A person's verdict that agrees with the judge confirms it; one that differs overrides it.
  const overridden = scenarios.filter((result) => result.humanVerdict && result.status !== result.judgeStatus).length;
  let passInterval: RunFigures["passInterval"] = null;
  if (judged.length > 0) {
    if (run.repeats <= 1) {
      const interval = wilsonInterval(passed, judged.length);
      passInterval = interval && { ...interval, method: "wilson" };
    } else {
      const interval = bootstrapPassRate(
        judged.map((result) =>
          result.humanVerdict
            ? {
                tally: result.status === "passed" ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 },
                rule: allMustPass,
              }
            : { tally: result.samples, rule: scenarioRuleOf(run, result.category).rule },
        ),
        run.seed,
      );
      passInterval = interval && { ...interval, method: "bootstrap" };
    }
  }
  return { passRate, passInterval, flaky, overridden };
}
