import type { ScenarioResult, EvalRunResults } from "@aesop/shared/contracts/eval";
import type { EvalMatrix, EvalMatrixExportFormat } from "@aesop/shared/contracts/eval-matrices";
import { attackStrategyKey } from "@aesop/shared/contracts/attack-strategies";
import { checkTypeName } from "@aesop/shared/contracts/test-scripts";
import { csvCell, xmlEscape, type ExportedFile } from "../runs/exports";

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
  return `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);
const JUDGED = ["passed", "failed", "error"];

function toJunit(matrix: EvalMatrix, results: readonly EvalRunResults[]): string {
  const count = (list: ScenarioResult[], status: string) => list.filter((result) => result.status === status).length;
  const skipped = (list: ScenarioResult[]) => list.filter((result) => !JUDGED.includes(result.status)).length;
  const time = (list: ScenarioResult[]) => seconds(list.reduce((sum, result) => sum + (result.latencyMs ?? 0), 0));
  const all = results.flatMap((one) => one.scenarios);
  const suites = results.map(({ run, scenarios }) => {
    const interval = run.passInterval;
    const properties = [
      ["target_id", run.target.id],
      ["run_id", run.id],
      ["pass_rate", run.passRate === null ? "" : String(run.passRate)],
      ["pass_rate_low", interval ? String(interval.low) : ""],
      ["pass_rate_high", interval ? String(interval.high) : ""],
      ["interval_method", interval?.method ?? ""],
      ["repeats", String(run.repeats)],
    ].map(([name, value]) => `      <property name="${name}" value="${xmlEscape(value ?? "")}"/>`);
    const cases = scenarios.map((result) => {
      const attributes = `name="${xmlEscape(result.title)}" classname="${xmlEscape(`${run.target.name}.${result.category}.${result.scenarioId}`)}" time="${seconds(result.latencyMs ?? 0)}"`;
      const details = xmlEscape(
        result.checks
          .filter((check) => !check.passed)
          .map((check) => `${checkTypeName(check.type)}: ${check.detail}`)
          .join("\n"),
      );
      const message = xmlEscape(result.reason ?? result.status);
      switch (result.status) {
        case "passed":
          return `    <testcase ${attributes}/>`;
        case "failed":
          return `    <testcase ${attributes}>\n      <failure message="${message}" type="${result.severity}">${details}</failure>\n    </testcase>`;
        case "error":
          return `    <testcase ${attributes}>\n      <error message="${message}" type="error">${details}</error>\n    </testcase>`;
        default:
          return `    <testcase ${attributes}>\n      <skipped message="${xmlEscape(`Not run: ${result.status}`)}"/>\n    </testcase>`;
      }
    });
    return [
      `  <testsuite name="${xmlEscape(`${run.target.name} (run #${run.number})`)}" tests="${scenarios.length}" failures="${count(scenarios, "failed")}" errors="${count(scenarios, "error")}" skipped="${skipped(scenarios)}" time="${time(scenarios)}">`,
      "    <properties>",
      ...properties,
      "    </properties>",
      ...cases,
      "  </testsuite>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlEscape(`AESOP eval matrix: ${matrix.script.name} v${matrix.script.version} on ${results.length} targets`)}" tests="${all.length}" failures="${count(all, "failed")}" errors="${count(all, "error")}" skipped="${skipped(all)}" time="${time(all)}">`,
    ...suites,
    "</testsuites>",
    "",
  ].join("\n");
}
