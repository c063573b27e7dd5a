import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ndaVersions, profiles } from "../../db/schema/index";

export type NdaVersionRow = typeof ndaVersions.$inferSelect;

export async function findLatestNdaVersion(db: Database): Promise<NdaVersionRow | undefined> {
  const [row] = await db.select().from(ndaVersions).orderBy(desc(ndaVersions.version)).limit(1);
  return row;
}

export async function findProfileNda(db: Database, userId: string) {
  const [row] = await db
    .select({ accepted: profiles.ndaAccepted, version: profiles.ndaVersion, acceptedAt: profiles.ndaAcceptedAt })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
}
