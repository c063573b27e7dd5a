// @ts-check
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { createApiClient } from "./api-client.js";
import { CliError, EXIT_BELOW_THRESHOLD, EXIT_ERROR, EXIT_INTERRUPTED, EXIT_PASSED } from "./exit-codes.js";
import { gatedFigure, isFinished, meetsMinimum, percent, rateWithInterval } from "./run-report.js";
import { followUntilFinished, interruptibly, scriptReportIdOf, sharedStartFields } from "./follow.js";

/** @typedef {import("@aesop/shared/contracts/eval-matrices").EvalMatrix} EvalMatrix */
/** @typedef {import("./eval-options.js").EvalOptions} EvalOptions */
/** @typedef {import("./eval-command.js").EvalIo} EvalIo */

/**
 * @param {unknown} value
 * @returns {EvalMatrix}
 */
function matrixOf(value) {
  const matrix = /** @type {EvalMatrix | null} */ (value);
  if (!matrix || typeof matrix.id !== "string" || !Array.isArray(matrix.runs) || matrix.runs.length === 0) {
    throw new CliError("The server's answer is not a matrix run: is --url the AESOP site, and is it up to date?");
  }
  return matrix;
}

/** One progress line per poll: each target's samples done and pass rate. */
function describeMatrixProgress(/** @type {EvalMatrix} */ matrix) {
  return matrix.runs
    .map((run) => `${run.target.name} [${run.progress.done}/${run.progress.total}] ${percent(run.passRate)}`)
    .join(" · ");
}

/**
 * `aesop eval --target a --target b …`: a matrix run (one script version against each target),
 * followed until every target's run ends; the per-target figures, one JUnit XML with a testsuite
 * per target, and exit 1 when any target falls below --min-pass.
 * @param {EvalOptions} options
 * @param {EvalIo} io
 * @returns {Promise<number>}
 */
export async function runMatrixEval(options, io) {
  const api = createApiClient({ baseUrl: options.baseUrl, token: options.token, fetch: io.fetch });
  const project = `/projects/${encodeURIComponent(options.projectId)}`;
  /** @type {EvalMatrix | null} */
  let matrix = null;
  return interruptibly(
    io,
    {
      started: () => matrix !== null,
      notStarted: "Interrupted before the matrix started.",
      explain: (error) => `AESOP answered ${error.status}: ${error.message}`,
    },
    async (signal) => {
      const scriptReportId = await scriptReportIdOf(api, options, signal);
      matrix = matrixOf(
        await api.postJson(
          `${project}/eval-matrices`,
          { ...sharedStartFields(options, scriptReportId), targetIds: options.targetIds },
          signal,
        ),
      );
      const matrixPath = `${project}/eval-matrices/${encodeURIComponent(matrix.id)}`;
      const first = matrix.runs[0];
      io.stdout.write(
        `Started a matrix of "${matrix.script.name}" v${matrix.script.version} on ${matrix.runs.length} targets ` +
          `(runs ${matrix.runs.map((run) => `#${run.number}`).join(", ")}; judge: ${first?.judge}, seed ${first?.seed}).\n`,
      );

      const started = matrix;
      matrix =
        (await followUntilFinished({
          read: async (signal) => matrixOf(await api.getJson(matrixPath, signal)),
          describe: describeMatrixProgress,
          finished: (read) => read.runs.every((run) => isFinished(run.status)),
          signal: signal,
          stdout: io.stdout,
        })) ?? started;

      if (signal.aborted) {
        io.stderr.write("Interrupted: cancelling the matrix's runs…\n");
        for (const run of matrix.runs.filter((candidate) => !isFinished(candidate.status))) {
          try {
            await api.postJson(`${project}/eval-runs/${encodeURIComponent(run.id)}/cancel`);
          } catch (error) {
            io.stderr.write(
              `Could not cancel run #${run.number}: ${error instanceof Error ? error.message : String(error)}\n`,
            );
          }
        }
        return EXIT_INTERRUPTED;
      }

      const junit = await api.getText(`${matrixPath}/export?format=junit`, signal);
      const junitPath = resolve(options.junitPath);
      await writeFile(junitPath, junit);
      io.stdout.write(`JUnit XML (one testsuite per target) written to ${junitPath}\n`);

      let allMeet = true;
      for (const run of matrix.runs) {
        const meets = run.status === "completed" && meetsMinimum(run, options.minPass, options.gate);
        allMeet &&= meets;
        const gated = options.gate === "lower-bound" && run.passInterval;
        io.stdout.write(
          `${run.target.name} (run #${run.number}) ${run.status}: ${run.progress.passed} passed, ${run.progress.failed} failed, ` +
            `${run.progress.errored} errored; pass rate ${rateWithInterval(run)}` +
            `${gated ? `, lower bound ${percent(gatedFigure(run, options.gate))}` : ""}: ${meets ? "PASSED" : "FAILED"}\n`,
        );
      }
      const differing = matrix.scenarios.filter((row) => row.differs).length;
      io.stdout.write(
        `${differing} of ${matrix.scenarios.length} scenarios differ between targets. Minimum ${percent(options.minPass)}: ` +
          `${allMeet ? "every target PASSED" : "at least one target FAILED"}\n`,
      );
      const broken = matrix.runs.filter((run) => run.status !== "completed");
      if (broken.length > 0) {
        for (const run of broken)
          io.stderr.write(`Run #${run.number} ${run.status}: ${run.error ?? "no reason given"}.\n`);
        return EXIT_ERROR;
      }
      return allMeet ? EXIT_PASSED : EXIT_BELOW_THRESHOLD;
    },
  );
}
