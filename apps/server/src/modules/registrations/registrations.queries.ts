import { desc, eq } from "drizzle-orm";
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

/** Inserts the application; an address already registered (any case) is left as it is. */
export async function insertRegistrationUnlessKnown(
  db: Pick<Database, "insert">,
  application: { fullName: string; email: string; organization: string | null },
): Promise<void> {
  await db.insert(betaRegistrations).values(application).onConflictDoNothing();
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
