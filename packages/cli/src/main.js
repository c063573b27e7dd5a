// @ts-check
import { runEval } from "./eval-command.js";
import { EVAL_USAGE, parseEvalOptions } from "./eval-options.js";
import { CliError, EXIT_ERROR, EXIT_PASSED } from "./exit-codes.js";
import { runMatrixEval } from "./matrix-command.js";

export const USAGE = `Usage: aesop <command> [options]

Commands:
  eval      Run a test script against a target and fail below a pass rate (for CI)

Run aesop <command> --help for a command's options. The token is read from AESOP_TOKEN.`;

/**
 * @param {string[]} args
 * @param {{ env: Record<string, string | undefined>; stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown }; process: import("./eval-command.js").EvalIo["signals"]; fetch?: typeof fetch }} io
 * @returns {Promise<number>}
 */
export async function main(args, io) {
  const [command, ...rest] = args;
  if (command === undefined || command === "--help" || command === "-h" || command === "help") {
    (command === undefined ? io.stderr : io.stdout).write(`${USAGE}\n`);
    return command === undefined ? EXIT_ERROR : EXIT_PASSED;
  }
  if (command !== "eval") {
    io.stderr.write(`Unknown command "${command}".\n\n${USAGE}\n`);
    return EXIT_ERROR;
  }
  try {
    const parsed = parseEvalOptions(rest, io.env);
    if (parsed.help) {
      io.stdout.write(`${EVAL_USAGE}\n`);
      return EXIT_PASSED;
    }
    // Two or more --target: a matrix run (one script version against each, side by side).
    const run = parsed.options.targetIds.length > 1 ? runMatrixEval : runEval;
    return await run(parsed.options, {
      stdout: io.stdout,
      stderr: io.stderr,
      signals: io.process,
      fetch: io.fetch,
    });
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr.write(`${error.message}\n`);
      return error.exitCode;
    }
    throw error;
  }
}
