import type { EvalRunResults } from "@aesop/shared/contracts/eval";
import type { EvalMatrix, EvalMatrixExportFormat } from "@aesop/shared/contracts/eval-matrices";
import { attackStrategyKey } from "@aesop/shared/contracts/attack-strategies";
import { csvText, junitRunProperties, junitTestcase, junitTotals, xmlEscape, type ExportedFile } from "../runs/exports";

/**
 * A matrix as a file: JSON (the matrix and one row per scenario × target), CSV (those rows) or
 * JUnit XML with one testsuite per target, so that a CI dashboard shows each target as a suite.
 */
export function exportMatrix(
  format: EvalMatrixExportFormat,
  matrix: EvalMatrix,
  results: readonly EvalRunResults[],
): ExportedFile {
  const base = `eval-matrix-${matrix.runs.map((run) => run.number).join("-")}`;
  switch (format) {
    case "json":
      return {
        filename: `${base}.json`,
        mediaType: "application/json",
        body: `${JSON.stringify({ ...matrix, rows: matrixRows(matrix) }, null, 2)}\n`,
      };
    case "csv":
      return { filename: `${base}.csv`, mediaType: "text/csv; charset=utf-8", body: toCsv(matrix) };
    case "junit":
      return { filename: `${base}.junit.xml`, mediaType: "application/xml", body: toJunit(matrix, results) };
  }
}

/** One row per scenario × target, scenario by scenario. */
export function matrixRows(matrix: EvalMatrix) {
  return matrix.scenarios.flatMap((scenario) =>
    scenario.cells.map((cell, index) => {
      const run = matrix.runs[index];
      return {
        scenarioId: scenario.scenarioId,
        title: scenario.title,
        category: scenario.category,
        severity: scenario.severity,
        strategy: attackStrategyKey(scenario.strategy?.ids),
        targetId: run?.target.id ?? "",
        targetName: run?.target.name ?? "",
        runId: cell.runId,
        runNumber: run?.number ?? 0,
        status: cell.status,
        passShare: cell.passShare,
        flaky: cell.flaky,
        reason: cell.reason,
        differs: scenario.differs,
      };
    }),
  );
}

function toCsv(matrix: EvalMatrix): string {
  const header = [
    "scenario_id",
    "title",
    "category",
    "severity",
    "strategy",
    "target_id",
    "target_name",
    "run_id",
    "run_number",
    "status",
    "pass_share",
    "flaky",
    "reason",
    "differs",
  ];
  const rows = matrixRows(matrix).map((row) => [
    row.scenarioId,
    row.title,
    row.category,
    row.severity,
    row.strategy,
    row.targetId,
    row.targetName,
    row.runId,
    row.runNumber,
    row.status,
    row.passShare === null ? null : Math.round(row.passShare * 1000) / 1000,
    row.flaky ? "yes" : "no",
    row.reason,
    row.differs ? "yes" : "no",
  ]);
  return csvText(header, rows);
}

function toJunit(matrix: EvalMatrix, results: readonly EvalRunResults[]): string {
  const suites = results.map(({ run, scenarios }) =>
    [
      `  <testsuite name="${xmlEscape(`${run.target.name} (run #${run.number})`)}" ${junitTotals(scenarios)}>`,
      "    <properties>",
      ...junitRunProperties(run, "      ", [
        ["target_id", run.target.id],
        ["run_id", run.id],
      ]),
      "    </properties>",
      ...scenarios.map((result) => junitTestcase(result, `${run.target.name}.${result.category}.${result.scenarioId}`)),
      "  </testsuite>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlEscape(`AESOP eval matrix: ${matrix.script.name} v${matrix.script.version} on ${results.length} targets`)}" ${junitTotals(results.flatMap((one) => one.scenarios))}>`,
    ...suites,
    "</testsuites>",
    "",
  ].join("\n");
}
