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
