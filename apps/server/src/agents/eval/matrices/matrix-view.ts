import type { EvalRunResults, EvalRunStatus, ScenarioResultStatus } from "@aesop/shared/contracts/eval";
import type { EvalMatrix, MatrixScenario } from "@aesop/shared/contracts/eval-matrices";

const ENDED: readonly ScenarioResultStatus[] = ["passed", "failed", "error"];

/** Running while any target's run is under way; then completed only when every run completed. */
export function matrixStatus(statuses: readonly EvalRunStatus[]): EvalRunStatus {
  if (statuses.some((status) => status === "running")) return "running";
  if (statuses.some((status) => status === "queued"))
    return statuses.every((s) => s === "queued") ? "queued" : "running";
  if (statuses.every((status) => status === "completed")) return "completed";
  return statuses.includes("failed") ? "failed" : "cancelled";
}

/**
 * The matrix of one script version's runs on several targets: a row per scenario (in the script's
 * order), a cell per target. Every run plays the same script version, so the rows are the first
 * run's scenarios; a cell a run lacks (it cannot, but a deleted row should not break the page) is
 * shown as cancelled.
 */
export function buildMatrix(matrixId: string, results: readonly EvalRunResults[]): EvalMatrix {
  const [first] = results;
  if (!first) throw new Error("a matrix has at least one run");
  const byRun = results.map((one) => new Map(one.scenarios.map((scenario) => [scenario.scenarioId, scenario])));
  const scenarios = first.scenarios.map((row): MatrixScenario => {
    const cells = results.map((one, index) => {
      const result = byRun[index]?.get(row.scenarioId);
      return {
        runId: one.run.id,
        status: result?.status ?? "cancelled",
        reason: result?.reason ?? null,
        passShare: result?.passShare ?? null,
        flaky: result?.flaky ?? false,
      };
    });
    const verdicts = new Set(cells.map((cell) => cell.status).filter((status) => ENDED.includes(status)));
    return {
      scenarioId: row.scenarioId,
      title: row.title,
      category: row.category,
      severity: row.severity,
      strategy: row.strategy ?? null,
      cells,
      differs: verdicts.size > 1,
    };
  });
  return {
    id: matrixId,
    projectId: first.run.projectId,
    script: first.run.script,
    status: matrixStatus(results.map((one) => one.run.status)),
    runs: results.map((one) => one.run),
    scenarios,
  };
}
