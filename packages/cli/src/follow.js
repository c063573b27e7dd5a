// @ts-check
import { ApiError, ConnectionError } from "./api-client.js";
import { CliError, EXIT_ERROR, EXIT_INTERRUPTED } from "./exit-codes.js";
import { resolveScriptRef } from "./script-ref.js";

/** @typedef {import("./eval-options.js").EvalOptions} EvalOptions */
/** @typedef {ReturnType<typeof import("./api-client.js").createApiClient>} ApiClient */

/** Polling: quick while the work moves, slower while it does not (a long scenario, a queue). */
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
 * The script's report id: a number ("#2") or a name is looked up among the project's reports; an
 * id is sent as it is.
 * @param {ApiClient} api
 * @param {EvalOptions} options
 * @param {AbortSignal} signal
 * @returns {Promise<number>}
 */
export async function scriptReportIdOf(api, options, signal) {
  if (options.script.kind === "id") return options.script.id;
  const listed = /** @type {{ reports: import("./script-ref.js").ScriptReport[] }} */ (
    await api.getJson(`/projects/${encodeURIComponent(options.projectId)}/reports`, signal)
  );
  return resolveScriptRef(options.script, listed.reports ?? []);
}

/**
 * What a run's start and a matrix's start both send, besides the target(s).
 * @param {EvalOptions} options
 * @param {number} scriptReportId
 */
export function sharedStartFields(options, scriptReportId) {
  return {
    scriptReportId,
    ...(options.scriptVersion === undefined ? {} : { scriptVersion: options.scriptVersion }),
    judge: options.judge,
    useReplyCache: options.useReplyCache,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.repeats === undefined ? {} : { repeats: options.repeats }),
    ...(options.verdictRule === undefined ? {} : { verdictRule: options.verdictRule }),
    ...(options.atLeast === undefined ? {} : { atLeast: options.atLeast }),
  };
}

/**
 * Reads the work (a run or a matrix) until it has finished or `signal` aborts: a progress line
 * whenever it changes, polling slower while it does not, and patience through an outage of up to
 * two minutes (a 429's Retry-After is honoured). Answers the last state read (null when none was).
 * @template T
 * @param {{
 *   read: (signal: AbortSignal) => Promise<T>,
 *   describe: (state: T) => string,
 *   finished: (state: T) => boolean,
 *   signal: AbortSignal,
 *   stdout: { write(text: string): unknown },
 * }} follow
 * @returns {Promise<T | null>}
 */
export async function followUntilFinished({ read, describe, finished, signal, stdout }) {
  /** @type {T | null} */
  let state = null;
  let delay = FIRST_POLL_MS;
  let lastLine = "";
  /** @type {number | null} */
  let unreachableSince = null;
  while (!signal.aborted) {
    try {
      state = await read(signal);
      if (unreachableSince !== null) stdout.write("The server answers again.\n");
      unreachableSince = null;
    } catch (error) {
      if (signal.aborted) break;
      if (!isTransient(error)) throw error;
      if (unreachableSince === null) {
        unreachableSince = Date.now();
        stdout.write(`${error instanceof Error ? error.message : String(error)} Retrying…\n`);
      } else if (Date.now() - unreachableSince > OUTAGE_PATIENCE_MS) {
        throw error;
      }
      const wait = error instanceof ApiError && error.retryAfterSeconds ? error.retryAfterSeconds * 1000 : delay;
      delay = Math.min(delay * 1.5, MAX_POLL_MS);
      await sleep(wait, signal);
      continue;
    }
    const line = describe(state);
    if (line !== lastLine) {
      stdout.write(`${line}\n`);
      lastLine = line;
      delay = FIRST_POLL_MS;
    } else {
      delay = Math.min(delay * 1.5, MAX_POLL_MS);
    }
    if (finished(state)) break;
    await sleep(delay, signal);
  }
  return state;
}

/**
 * Runs a command's work with SIGINT and SIGTERM aborting its signal, and answers the exit code of
 * what ended it: the work's own, 130 when interrupted, the server's refusal (`explain`) or a
 * CliError's message and code; anything else is a bug and is thrown.
 * @param {import("./eval-command.js").EvalIo} io
 * @param {{ started: () => boolean, notStarted: string, explain: (error: ApiError) => string }} say
 * @param {(signal: AbortSignal) => Promise<number>} work
 * @returns {Promise<number>}
 */
export async function interruptibly(io, { started, notStarted, explain }, work) {
  const interrupt = new AbortController();
  const onSignal = () => interrupt.abort();
  io.signals.once("SIGINT", onSignal);
  io.signals.once("SIGTERM", onSignal);
  try {
    return await work(interrupt.signal);
  } catch (error) {
    if (interrupt.signal.aborted && !started()) {
      io.stderr.write(`${notStarted}\n`);
      return EXIT_INTERRUPTED;
    }
    if (error instanceof ApiError) {
      io.stderr.write(`${explain(error)}\n`);
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
