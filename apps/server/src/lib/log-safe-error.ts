/**
 * What the log keeps of an error: its type, code and message, and the stack's frames. Drizzle's
 * query errors carry the statement's parameters (e-mails, names, whatever the user typed) in
 * their message and fields; those never reach the log.
 */
export function logSafeError(error: unknown, depth = 0): Record<string, unknown> | string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const message = error.message.split(/\r?\nparams:/)[0] ?? "";
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message,
    ...(typeof code === "string" ? { code } : {}),
    stack: (error.stack ?? "")
      .split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .join("\n"),
    ...(error.cause !== undefined && depth < 3 ? { cause: logSafeError(error.cause, depth + 1) } : {}),
  };
}
