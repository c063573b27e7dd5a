import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { betaRegistrations, ndaAcceptances, ndaVersions, profiles } from "../../db/schema/index";

export type NdaVersionRow = typeof ndaVersions.$inferSelect;
type Executor = Pick<Database, "select" | "insert" | "update" | "execute">;

export async function findLatestNdaVersion(db: Database): Promise<NdaVersionRow | undefined> {
  const [row] = await db.select().from(ndaVersions).orderBy(desc(ndaVersions.version)).limit(1);
  return row;
}

/** The latest version's number and hash, without its text: what the NDA gate compares. */
export async function findLatestNdaStamp(db: Database): Promise<{ version: number; textSha256: string } | undefined> {
  const [row] = await db
    .select({ version: ndaVersions.version, textSha256: ndaVersions.textSha256 })
    .from(ndaVersions)
    .orderBy(desc(ndaVersions.version))
    .limit(1);
  return row;
}

export async function findProfileNda(db: Database, userId: string) {
  const [row] = await db
    .select({ accepted: profiles.ndaAccepted, version: profiles.ndaVersion, acceptedAt: profiles.ndaAcceptedAt })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
}

/** Inserts the template as version 1 unless a version 1 already exists. */
export async function insertTemplateVersion(
  db: Database,
  template: { ndaText: string; effectiveDate: string; textSha256: string },
): Promise<void> {
  await db
    .insert(ndaVersions)
    .values({ version: 1, ...template, isTemplate: true })
    .onConflictDoNothing();
}

/**
 * Takes the next version number and inserts it; call inside a transaction, whose exclusive lock
 * on the table serializes concurrent publications so that version numbers never collide.
 */
export async function insertNextNdaVersion(
  tx: Executor,
  version: { ndaText: string; effectiveDate: string; textSha256: string; createdBy: string },
): Promise<NdaVersionRow> {
  await tx.execute(sql`lock table ${ndaVersions} in exclusive mode`);
  const [{ next } = { next: 1 }] = await tx
    .select({ next: sql<number>`coalesce(max(${ndaVersions.version}), 0) + 1` })
    .from(ndaVersions);
  const [inserted] = await tx
    .insert(ndaVersions)
    .values({ version: Number(next), ...version, isTemplate: false })
    .returning();
  if (!inserted) throw new Error("NDA insert returned no row");
  return inserted;
}

export interface NdaAcceptanceRecord {
  userId: string;
  email: string;
  version: number;
  textSha256: string;
  acceptedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

/** The acceptance row, the profile's accepted version, and the beta registration (by user or e-mail). */
export async function insertNdaAcceptance(tx: Executor, acceptance: NdaAcceptanceRecord): Promise<void> {
  const { userId, email, version, textSha256, acceptedAt, ipAddress, userAgent } = acceptance;
  await tx.insert(ndaAcceptances).values({ userId, version, textSha256, acceptedAt, ipAddress, userAgent });
  await tx
    .insert(profiles)
    .values({ userId, ndaAccepted: true, ndaAcceptedAt: acceptedAt, ndaVersion: version })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { ndaAccepted: true, ndaAcceptedAt: acceptedAt, ndaVersion: version, updatedAt: acceptedAt },
    });
  await tx
    .update(betaRegistrations)
    .set({ status: "accepted" })
    .where(sql`${betaRegistrations.userId} = ${userId} or lower(${betaRegistrations.email}) = lower(${email})`);
}
