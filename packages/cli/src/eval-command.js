// @ts-check
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { createApiClient } from "./api-client.js";
import { CliError, EXIT_BELOW_THRESHOLD, EXIT_ERROR, EXIT_INTERRUPTED, EXIT_PASSED } from "./exit-codes.js";
import { describeProgress, describeSummary, isFinished, meetsMinimum } from "./run-report.js";
import { followUntilFinished, interruptibly, scriptReportIdOf, sharedStartFields } from "./follow.js";

/** @typedef {import("@aesop/shared/contracts/eval").EvalRun} EvalRun */
/** @typedef {import("@aesop/shared/contracts/eval").EvalRunResults} EvalRunResults */
/** @typedef {import("./eval-options.js").EvalOptions} EvalOptions */

/**
 * @typedef {object} EvalIo
 * @property {{ write(text: string): unknown }} stdout
 * @property {{ write(text: string): unknown }} stderr
 * @property {{ once(signal: "SIGINT" | "SIGTERM", listener: () => void): unknown; off(signal: "SIGINT" | "SIGTERM", listener: () => void): unknown }} signals
 * @property {typeof fetch} [fetch]
 */

/**
 * @param {unknown} value
 * @returns {EvalRun}
 */
function runOf(value) {
  const run = /** @type {{ run?: EvalRun } | EvalRun | null} */ (value);
  const candidate = run && "run" in run && run.run ? run.run : /** @type {EvalRun | null} */ (run);
  if (!candidate || typeof candidate.id !== "string" || typeof candidate.status !== "string" || !candidate.progress) {
    throw new CliError("The server's answer is not an evaluation run: is --url the AESOP site?");
  }
  return candidate;
}

/**
 * `aesop eval`: starts the run, follows it, writes the JUnit XML, and answers the exit code.
 * @param {EvalOptions} options
 * @param {EvalIo} io
 * @returns {Promise<number>}
 */
export async function runEval(options, io) {
  const api = createApiClient({ baseUrl: options.baseUrl, token: options.token, fetch: io.fetch });
  const runsPath = `/projects/${encodeURIComponent(options.projectId)}/eval-runs`;
  /** @type {EvalRun | null} */
  let run = null;
  return interruptibly(
    io,
    { started: () => run !== null, notStarted: "Interrupted before the run started.", explain: explainApiError },
    async (signal) => {
      const scriptReportId = await scriptReportIdOf(api, options, signal);
      run = runOf(
        await api.postJson(
          runsPath,
          { ...sharedStartFields(options, scriptReportId), targetId: options.targetId },
          signal,
        ),
      );
      const runPath = `${runsPath}/${encodeURIComponent(run.id)}`;
      io.stdout.write(
        `Started run #${run.number} of "${run.script.name}" v${run.script.version} against "${run.target.name}" ` +
          `(judge: ${run.judge}, seed ${run.seed}${(run.repeats ?? 1) > 1 ? `, ${run.repeats} samples a scenario` : ""}).\n`,
      );

      const results = await followUntilFinished({
        read: async (signal) => {
          const read = /** @type {EvalRunResults} */ (await api.getJson(runPath, signal));
          runOf(read);
          return read;
        },
        describe: (read) => describeProgress(runOf(read)),
        finished: (read) => isFinished(runOf(read).status),
        signal: signal,
        stdout: io.stdout,
      });
      if (results) run = runOf(results);

      if (signal.aborted) {
        io.stderr.write(`Interrupted: cancelling run #${run.number}…\n`);
        try {
          await api.postJson(`${runPath}/cancel`);
          io.stderr.write(`Run #${run.number} cancelled.\n`);
        } catch (error) {
          io.stderr.write(
            `Could not cancel run #${run.number}: ${error instanceof Error ? error.message : String(error)}\n`,
          );
        }
        return EXIT_INTERRUPTED;
      }
      if (!results) throw new CliError("The run ended before the server described it.");

      if (run.status === "completed") {
        const junit = await api.getText(`${runPath}/export?format=junit`, signal);
        const junitPath = resolve(options.junitPath);
        await writeFile(junitPath, junit);
        io.stdout.write(`JUnit XML written to ${junitPath}\n`);
      }
      io.stdout.write(`${describeSummary(results, options.minPass, options.gate)}\n`);
      if (run.status !== "completed") {
        io.stderr.write(
          run.status === "cancelled"
            ? `Run #${run.number} was cancelled before it ended.\n`
            : `Run #${run.number} failed: ${run.error ?? "the server gave no reason"}.\n`,
        );
        return EXIT_ERROR;
      }
      return meetsMinimum(run, options.minPass, options.gate) ? EXIT_PASSED : EXIT_BELOW_THRESHOLD;
    },
  );
}

/**
 * The server's message, with what to do about it where the status says enough.
 * @param {import("./api-client.js").ApiError} error
 */
function explainApiError(error) {
  switch (error.status) {
    case 401:
      return `AESOP refused the token (401): ${error.message}`;
    case 403:
      return `AESOP refused the request (403): ${error.message}`;
    case 404:
      return `Not found (404): ${error.message} Check --project, --script and --target, and that the token belongs to the project's owner.`;
    case 400:
      return `AESOP refused the run (400): ${error.message}`;
    default:
      return `AESOP answered ${error.status}: ${error.message}`;
  }
}
