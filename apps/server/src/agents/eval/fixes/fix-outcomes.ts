import type { EvalRun, ScenarioResult } from "@aesop/shared/contracts/eval";
import type { FixOutcome, FixOutcomes } from "@aesop/shared/contracts/instructions-fix";

/** What the comparison reads of a scenario's result. */
export type JudgedScenario = Pick<ScenarioResult, "scenarioId" | "title" | "status">;

/**
 * A re-test's scenarios against the run it fixes (issue 38), or a re-run's against its parent (issue 33): a scenario that failed there and
 * passes here is fixed; one that fails in both is still failing; one that passed there (or was not
 * in it) and fails here is newly failing, a regression the fix brought. A scenario not judged on
 * either side (pending, errored, cancelled) is said to be so, never counted.
 */
export function fixOutcomesOf(
  fixedRun: Pick<EvalRun, "id" | "number">,
  before: readonly JudgedScenario[],
  after: readonly JudgedScenario[],
  instructionsReportId: number | null,
  kind: FixOutcomes["kind"] = "retest",
): FixOutcomes {
  const earlier = new Map(before.map((result) => [result.scenarioId, result.status]));
  const scenarios = after.map((result) => ({
    scenarioId: result.scenarioId,
    title: result.title,
    outcome: outcomeOf(earlier.get(result.scenarioId), result.status),
  }));
  const count = (outcome: FixOutcome) => scenarios.filter((scenario) => scenario.outcome === outcome).length;
  return {
    kind,
    fixedRun: { id: fixedRun.id, number: fixedRun.number },
    instructionsReportId,
    counts: { fixed: count("fixed"), stillFailing: count("still-failing"), newlyFailing: count("newly-failing") },
    scenarios,
  };
}

function outcomeOf(before: ScenarioResult["status"] | undefined, after: ScenarioResult["status"]): FixOutcome {
  if (after !== "passed" && after !== "failed") return "not-judged";
  if (before === "failed") return after === "passed" ? "fixed" : "still-failing";
  if (before === undefined || before === "passed") return after === "failed" ? "newly-failing" : "still-passing";
  return "not-judged";
}
