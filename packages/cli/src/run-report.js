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

/**
 * The figure --min-pass is held to: the pass rate, or with `--gate lower-bound` the lower end of its
 * 95 % interval (a server without intervals gives none: then the pass rate).
 * @param {EvalRun} run
 * @param {"point" | "lower-bound"} gate
 */
export const gatedFigure = (run, gate) =>
  gate === "lower-bound" && run.passInterval ? run.passInterval.low : run.passRate;

/**
 * @param {EvalRun} run
 * @param {number} minPass
 * @param {"point" | "lower-bound"} gate
 */
export function meetsMinimum(run, minPass, gate) {
  const figure = gatedFigure(run, gate);
  return figure !== null && figure !== undefined && figure >= minPass;
}

/**
 * "75.0% (95% CI 30.1%–95.4%, Wilson)"
 * @param {EvalRun} run
 */
export function rateWithInterval(run) {
  const interval = run.passInterval;
  if (!interval) return percent(run.passRate);
  return `${percent(run.passRate)} (95% CI ${percent(interval.low)}–${percent(interval.high)}, ${interval.method === "wilson" ? "Wilson" : "bootstrap over scenarios"})`;
}

/** Failed scenarios listed in the summary; the JUnit XML and the run page have them all. */
const LISTED_FAILURES = 20;

/**
 * The summary printed when the run ends: the verdict against the threshold, and what failed.
 * @param {EvalRunResults} results
 * @param {number} minPass
 * @param {"point" | "lower-bound"} [gate]
 */
export function describeSummary(results, minPass, gate = "point") {
  const { run } = results;
  const repeats = run.repeats ?? 1;
  const lines = [
    `Run #${run.number} ${run.status}: ${run.progress.passed} passed, ${run.progress.failed} failed, ` +
      `${run.progress.errored} errored of ${run.progress.total} ${repeats > 1 ? `samples (${repeats} a scenario)` : "scenarios"}.`,
  ];
  if ((run.flaky ?? 0) > 0) lines.push(`  ${run.flaky} flaky (their samples disagree).`);
  if ((run.overridden ?? 0) > 0) lines.push(`  ${run.overridden} overridden by a person's verdict.`);
  for (const row of results.byCategory ?? []) {
    lines.push(`  ${row.category}: ${row.passed}/${row.total} (${percent(row.passRate)})`);
  }
  const failures = (results.scenarios ?? []).filter(
    (scenario) => scenario.status === "failed" || scenario.status === "error",
  );
  for (const scenario of failures.slice(0, LISTED_FAILURES)) {
    const share =
      scenario.samples && scenario.samples.total > 1
        ? ` [${scenario.samples.passed} of ${scenario.samples.passed + scenario.samples.failed} samples passed${scenario.flaky ? ", flaky" : ""}]`
        : "";
    lines.push(
      `  ${scenario.status === "error" ? "ERROR" : "FAIL "} ${scenario.title}${share}${scenario.reason ? `: ${scenario.reason}` : ""}`,
    );
  }
  if (failures.length > LISTED_FAILURES)
    lines.push(`  … and ${failures.length - LISTED_FAILURES} more (see the JUnit XML).`);
  if (run.status === "completed") {
    const verdict =
      run.passRate === null
        ? "no scenario could be judged: FAILED"
        : meetsMinimum(run, minPass, gate)
          ? "PASSED"
          : "FAILED";
    const gated = gate === "lower-bound" && run.passInterval;
    lines.push(
      `Pass rate ${rateWithInterval(run)} (minimum ${percent(minPass)}${gated ? ` for the lower bound ${percent(gatedFigure(run, gate))}` : ""}): ${verdict}`,
    );
  }
  return lines.join("\n");
}
