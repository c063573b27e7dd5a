import { and, eq, like, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { apiRateLimits, auditLog, betaRegistrations, emailOutbox, user, verification } from "../../db/schema/index";
import { JOB_SCHEMA } from "../../lib/jobs";

type Executor = Pick<Database, "delete" | "update" | "execute">;

export interface ErasedPerson {
  userId: string;
  email: string;
}

/**
 * Removes what still names a person once their account goes: the rows that do not follow the
 * user by cascade. Audit entries stay (the action happened) but lose who it was.
 */
export async function erasePersonalData(db: Executor, { userId, email }: ErasedPerson): Promise<void> {
  const sameEmail = (column: Parameters<typeof sql>[1]) => sql`lower(${column}) = lower(${email})`;
  await db.delete(betaRegistrations).where(sameEmail(betaRegistrations.email));
  // E-mail confirmations are keyed by the address, reset tokens hold the user id.
  await db
    .delete(verification)
    .where(
      or(
        sameEmail(verification.identifier),
        and(eq(verification.value, userId), like(verification.identifier, "reset-password:%")),
      ),
    );
  await db.delete(emailOutbox).where(sameEmail(emailOutbox.toAddress));
  await db
    .update(auditLog)
    .set({ actorId: null, actorEmail: null })
    .where(or(eq(auditLog.actorId, userId), sameEmail(auditLog.actorEmail)));
  await db.update(auditLog).set({ targetId: null }).where(eq(auditLog.targetId, userId));
  await db
    .update(auditLog)
    .set({ details: sql`${auditLog.details} - 'email'` })
    .where(sameEmail(sql`${auditLog.details} ->> 'email'`));
  // Per-user rate-limit counters are keyed `<rule>:<user id>`.
  await db.delete(apiRateLimits).where(like(apiRateLimits.key, `%:${userId}`));
  // Queued and archived jobs (reviews, reset requests) carry the user id or the address.
  for (const table of ["job", "archive"]) {
    await db.execute(
      sql`delete from ${sql.identifier(JOB_SCHEMA)}.${sql.identifier(table)}
          where data ->> 'userId' = ${userId} or lower(data ->> 'email') = lower(${email})`,
    );
  }
  await db.delete(user).where(eq(user.id, userId));
}
