import { and, eq, like, or, sql } from "drizzle-orm";
import type { Settings } from "@aesop/shared/contracts/account";
import type { Database } from "../../db/client";
import {
  apiRateLimits,
  auditLog,
  betaRegistrations,
  emailOutbox,
  profiles,
  session,
  user,
  verification,
} from "../../db/schema/index";
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

export type ProfileRow = typeof profiles.$inferSelect;
export type UserRow = typeof user.$inferSelect;

export async function findProfile(db: Database, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

export async function saveDisplayName(
  db: Pick<Database, "insert">,
  userId: string,
  displayName: string,
): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, displayName })
    .onConflictDoUpdate({ target: profiles.userId, set: { displayName, updatedAt: new Date() } });
}

export async function mergeSettings(db: Database, userId: string, changes: Partial<Settings>): Promise<void> {
  // jsonb || merges the changed switches into the stored ones in one statement.
  await db
    .insert(profiles)
    .values({ userId, settings: changes })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { settings: sql`${profiles.settings} || ${JSON.stringify(changes)}::jsonb`, updatedAt: new Date() },
    });
}

export async function deleteSessionsOf(db: Database, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(user)
    .where(sql`lower(${user.email}) = lower(${email})`);
  return row;
}

export async function promoteToAdmin(db: Database, userId: string): Promise<void> {
  await db.update(user).set({ role: "admin", emailVerified: true, updatedAt: new Date() }).where(eq(user.id, userId));
}
