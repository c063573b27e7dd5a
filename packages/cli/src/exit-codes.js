// @ts-check

/** The pass rate reached the threshold. */
export const EXIT_PASSED = 0;
/** The run ended below the threshold (or no scenario could be judged). */
export const EXIT_BELOW_THRESHOLD = 1;
/** Usage, connection, authentication or server errors: nothing was judged. */
export const EXIT_ERROR = 2;
/** Interrupted (Ctrl-C or the CI cancelling the job): the run was cancelled too. */
export const EXIT_INTERRUPTED = 130;

/** An error the CLI reports as one clear sentence, and the code it exits with. */
export class CliError extends Error {
  /**
   * @param {string} message
   * @param {number} [exitCode]
   */
  constructor(message, exitCode = EXIT_ERROR) {
    super(message);
    this.name = "CliError";
    this.exitCode = exitCode;
  }
}
