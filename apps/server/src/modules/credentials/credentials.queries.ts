import { and, eq, like, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { signInThrottle, verification } from "../../db/schema/index";

type Executor = Pick<Database, "insert" | "select" | "delete">;

export interface ThrottleRule {
  /** Failures allowed before the delay starts. */
  freeAttempts: number;
  /** The first delay; it doubles with each further failure. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures older than this are forgotten. */
  forgetAfterSeconds: number;
}

/**
 * Counts one attempt for the account in a single statement (the row lock of ON CONFLICT
 * serialises concurrent attempts) unless its delay is still running. Returns the failures
 * counted so far, or null when the attempt must wait.
 */
export async function claimSignInAttempt(db: Executor, accountKey: string, rule: ThrottleRule): Promise<number | null> {
  const stale = sql`${signInThrottle.updatedAt} < now() - make_interval(secs => ${rule.forgetAfterSeconds})`;
  const failures = sql`case when ${stale} then 1 else ${signInThrottle.failures} + 1 end`;
  const delay = sql`case when ${failures} < ${rule.freeAttempts} then 0 else least(${rule.maxDelaySeconds}::float8, ${rule.baseDelaySeconds}::float8 * power(2, ${failures} - ${rule.freeAttempts})) end`;
  const rows = await db
    .insert(signInThrottle)
    .values({ accountKey, failures: 1 })
    .onConflictDoUpdate({
      target: signInThrottle.accountKey,
      set: {
        failures,
        nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${signInThrottle.nextAttemptAt} <= now()`,
    })
    .returning({ failures: signInThrottle.failures });
  return rows[0]?.failures ?? null;
}

/** Seconds until the account's next attempt is allowed (0 when it is). */
export async function secondsUntilNextAttempt(db: Executor, accountKey: string): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`greatest(0, extract(epoch from ${signInThrottle.nextAttemptAt} - now()))` })
    .from(signInThrottle)
    .where(eq(signInThrottle.accountKey, accountKey));
  return Math.ceil(Number(row?.seconds ?? 0));
}

export async function clearSignInFailures(db: Executor, accountKey: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.accountKey, accountKey));
}

/** better-auth keeps reset tokens as verification rows `reset-password:<token>` whose value is the user id. */
const RESET_PREFIX = "reset-password:";

/** Deletes the user's reset tokens, all of them or all but the one just issued. */
export async function deleteResetTokens(db: Executor, userId: string, exceptToken?: string): Promise<void> {
  const ofUser = and(eq(verification.value, userId), like(verification.identifier, `${RESET_PREFIX}%`));
  await db
    .delete(verification)
    .where(exceptToken ? and(ofUser, ne(verification.identifier, `${RESET_PREFIX}${exceptToken}`)) : ofUser);
}
