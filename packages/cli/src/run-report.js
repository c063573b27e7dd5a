// @ts-check

/** @typedef {import("@aesop/shared/contracts/eval").EvalRun} EvalRun */
/** @typedef {import("@aesop/shared/contracts/eval").EvalRunResults} EvalRunResults */

/** @param {string} status */
export const isFinished = (status) => status === "completed" || status === "failed" || status === "cancelled";

/** @param {number | null} rate */
export const percent = (rate) => (rate === null ? "n/a" : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`);

/**
 * One progress line: `[12/40] running · 10 passed · 2 failed · 0 errors · pass rate 83.3%`.
 * @param {EvalRun} run
 */
export function describeProgress(run) {
  const { done, total, passed, failed, errored } = run.progress;
  return (
    `[${done}/${total}] ${run.status} · ${passed} passed · ${failed} failed · ${errored} ` +
    `${errored === 1 ? "error" : "errors"} · pass rate ${percent(run.passRate)}`
  );
}

/** Failed scenarios listed in the summary; the JUnit XML and the run page have them all. */
const LISTED_FAILURES = 20;

/**
 * The summary printed when the run ends: the verdict against the threshold, and what failed.
 * @param {EvalRunResults} results
 * @param {number} minPass
 */
export function describeSummary(results, minPass) {
  const { run } = results;
  const lines = [
    `Run #${run.number} ${run.status}: ${run.progress.passed} passed, ${run.progress.failed} failed, ` +
      `${run.progress.errored} errored of ${run.progress.total} scenarios.`,
  ];
  for (const row of results.byCategory ?? []) {
    lines.push(`  ${row.category}: ${row.passed}/${row.total} (${percent(row.passRate)})`);
  }
  const failures = (results.scenarios ?? []).filter(
    (scenario) => scenario.status === "failed" || scenario.status === "error",
  );
  for (const scenario of failures.slice(0, LISTED_FAILURES)) {
    lines.push(
      `  ${scenario.status === "error" ? "ERROR" : "FAIL "} ${scenario.title}${scenario.reason ? `: ${scenario.reason}` : ""}`,
    );
  }
  if (failures.length > LISTED_FAILURES)
    lines.push(`  … and ${failures.length - LISTED_FAILURES} more (see the JUnit XML).`);
  if (run.status === "completed") {
    const verdict =
      run.passRate === null ? "no scenario could be judged: FAILED" : run.passRate >= minPass ? "PASSED" : "FAILED";
    lines.push(`Pass rate ${percent(run.passRate)} (minimum ${percent(minPass)}): ${verdict}`);
  }
  return lines.join("\n");
}
