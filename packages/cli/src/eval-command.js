// @ts-check
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { ApiError, ConnectionError, createApiClient } from "./api-client.js";
import { CliError, EXIT_BELOW_THRESHOLD, EXIT_ERROR, EXIT_INTERRUPTED, EXIT_PASSED } from "./exit-codes.js";
import { describeProgress, describeSummary, isFinished, meetsMinimum } from "./run-report.js";
import { resolveScriptRef } from "./script-ref.js";

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

/** Polling: quick while the run moves, slower while it does not (a long scenario, a queue). */
const FIRST_POLL_MS = 500;
const MAX_POLL_MS = 5_000;
/** How long the server may be unreachable (a restart, a deploy) before the CLI gives up. */
const OUTAGE_PATIENCE_MS = 120_000;

/**
 * @param {number} ms
 * @param {AbortSignal} signal
 */
const sleep = (ms, signal) =>
  new Promise((resolveSleep) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolveSleep(undefined);
    }
    signal.addEventListener("abort", done, { once: true });
  });

/** @param {unknown} error */
const isTransient = (error) =>
  error instanceof ConnectionError || (error instanceof ApiError && [429, 502, 503, 504].includes(error.status));

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
  const interrupt = new AbortController();
  const onSignal = () => interrupt.abort();
  io.signals.once("SIGINT", onSignal);
  io.signals.once("SIGTERM", onSignal);
  /** @type {EvalRun | null} */
  let run = null;
  try {
    // A number ("#2") or a name is looked up among the project's reports; a report id is sent as it is.
    const scriptReportId =
      options.script.kind === "id"
        ? options.script.id
        : resolveScriptRef(
            options.script,
            /** @type {{ reports: import("./script-ref.js").ScriptReport[] }} */ (
              await api.getJson(`/projects/${encodeURIComponent(options.projectId)}/reports`, interrupt.signal)
            ).reports ?? [],
          );
    run = runOf(
      await api.postJson(
        runsPath,
        {
          scriptReportId,
          ...(options.scriptVersion === undefined ? {} : { scriptVersion: options.scriptVersion }),
          targetId: options.targetId,
          judge: options.judge,
          useReplyCache: options.useReplyCache,
          ...(options.seed === undefined ? {} : { seed: options.seed }),
          ...(options.repeats === undefined ? {} : { repeats: options.repeats }),
          ...(options.verdictRule === undefined ? {} : { verdictRule: options.verdictRule }),
          ...(options.atLeast === undefined ? {} : { atLeast: options.atLeast }),
        },
        interrupt.signal,
      ),
    );
    const runPath = `${runsPath}/${encodeURIComponent(run.id)}`;
    io.stdout.write(
      `Started run #${run.number} of "${run.script.name}" v${run.script.version} against "${run.target.name}" ` +
        `(judge: ${run.judge}, seed ${run.seed}${(run.repeats ?? 1) > 1 ? `, ${run.repeats} samples a scenario` : ""}).\n`,
    );

    /** @type {EvalRunResults | null} */
    let results = null;
    let delay = FIRST_POLL_MS;
    let lastLine = "";
    /** @type {number | null} */
    let unreachableSince = null;
    while (!interrupt.signal.aborted) {
      try {
        results = /** @type {EvalRunResults} */ (await api.getJson(runPath, interrupt.signal));
        run = runOf(results);
        if (unreachableSince !== null) io.stdout.write("The server answers again.\n");
        unreachableSince = null;
      } catch (error) {
        if (interrupt.signal.aborted) break;
        if (!isTransient(error)) throw error;
        if (unreachableSince === null) {
          unreachableSince = Date.now();
          io.stdout.write(`${error instanceof Error ? error.message : String(error)} Retrying…\n`);
        } else if (Date.now() - unreachableSince > OUTAGE_PATIENCE_MS) {
          throw error;
        }
        const wait = error instanceof ApiError && error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : delay;
        delay = Math.min(delay * 1.5, MAX_POLL_MS);
        await sleep(wait, interrupt.signal);
        continue;
      }
      const line = describeProgress(run);
      if (line !== lastLine) {
        io.stdout.write(`${line}\n`);
        lastLine = line;
        delay = FIRST_POLL_MS;
      } else {
        delay = Math.min(delay * 1.5, MAX_POLL_MS);
      }
      if (isFinished(run.status)) break;
      await sleep(delay, interrupt.signal);
    }

    if (interrupt.signal.aborted) {
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
      const junit = await api.getText(`${runPath}/export?format=junit`, interrupt.signal);
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
  } catch (error) {
    if (interrupt.signal.aborted && run === null) {
      io.stderr.write("Interrupted before the run started.\n");
      return EXIT_INTERRUPTED;
    }
    if (error instanceof ApiError) {
      io.stderr.write(`${explainApiError(error)}\n`);
      return EXIT_ERROR;
    }
    if (error instanceof CliError) {
      io.stderr.write(`${error.message}\n`);
      return error.exitCode;
    }
    if (error instanceof Error && error.name === "AbortError" && interrupt.signal.aborted) return EXIT_INTERRUPTED;
    throw error;
  } finally {
    io.signals.off("SIGINT", onSignal);
    io.signals.off("SIGTERM", onSignal);
  }
}

/**
 * The server's message, with what to do about it where the status says enough.
 * @param {ApiError} error
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
