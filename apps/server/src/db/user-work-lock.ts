import { sql } from "drizzle-orm";
import type { Database } from "./client";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Takes a lock on one user's starts of one kind of work (runs, Cave sessions) for the rest of the
 * transaction, so that counting what the user has in progress and adding to it happen one start at
 * a time: two starts at once cannot both take the last slot. An advisory lock rather than the
 * user's row, which sign-in, sessions and every foreign key to the user would wait on. Take it
 * before the project's row (db/project-lock.ts), always in that order.
 */
export async function lockUserWork(
  tx: Transaction,
  kind: "eval-runs" | "cave-sessions",
  userId: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${userId}`}, 0))`);
}
