import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { betaRegistrations } from "../../db/schema/index";

export type RegistrationRow = typeof betaRegistrations.$inferSelect;
export type RegistrationExecutor = Pick<Database, "select" | "update">;

export async function listRegistrationRows(db: Database): Promise<RegistrationRow[]> {
  return db.select().from(betaRegistrations).orderBy(desc(betaRegistrations.createdAt));
}

export async function findRegistration(db: RegistrationExecutor, id: string): Promise<RegistrationRow | undefined> {
  const [row] = await db.select().from(betaRegistrations).where(eq(betaRegistrations.id, id));
  return row;
}

export async function findRegistrationByTokenHash(
  db: RegistrationExecutor,
  tokenHash: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await db.select().from(betaRegistrations).where(eq(betaRegistrations.invitationTokenHash, tokenHash));
  return row;
}

export async function findRegistrationByEmail(
  db: RegistrationExecutor,
  email: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(betaRegistrations)
    .where(sql`lower(${betaRegistrations.email}) = lower(${email})`);
  return row;
}

export async function updateRegistration(
  db: RegistrationExecutor,
  id: string,
  changes: Partial<Omit<RegistrationRow, "id" | "createdAt">>,
): Promise<RegistrationRow> {
  const [row] = await db.update(betaRegistrations).set(changes).where(eq(betaRegistrations.id, id)).returning();
  if (!row) throw new Error(`registration ${id} vanished`);
  return row;
}
