/** True for PostgreSQL's unique_violation (23505), also when Drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current === "object" && "code" in current && current.code === "23505") return true;
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return false;
}

/**
 * True for PostgreSQL's data exceptions (SQLSTATE class 22: a NUL byte in text, a number out of
 * range, malformed input for a type), which only bad input causes.
 */
export function isDataException(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    if (typeof current === "object" && "code" in current && typeof current.code === "string") {
      if (/^22[0-9A-Z]{3}$/.test(current.code)) return true;
    }
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return false;
}

/** Node's socket errors when the database's address does not answer or drops the connection. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/** node-postgres's own messages for a connection lost or never made (it gives them no code). */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  // The pool was closed: this process is stopping.
  /^Cannot use a pool after calling end on the pool/,
];

/**
 * True when the database cannot be reached right now (stopped, restarting, the network to it
 * down), not when a query is wrong: socket errors, PostgreSQL's admin shutdown (57P01), crash
 * shutdown (57P02), "the database system is starting up" (57P03), too many connections (53300)
 * and the connection exceptions of class 08. Looks through Drizzle's wrapping and Node's
 * AggregateError (one error per address tried).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (current: unknown, depth: number): boolean => {
    if (!current || typeof current !== "object" || depth > 4 || seen.has(current)) return false;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === "string") {
      if (UNREACHABLE_CODES.has(code) || /^(57P0[123]|53300|08[0-9A-Z]{3})$/.test(code)) return true;
    }
    if (typeof message === "string" && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    if (Array.isArray(errors) && errors.some((inner) => visit(inner, depth + 1))) return true;
    return visit(cause, depth + 1);
  };
  return visit(error, 0);
}
