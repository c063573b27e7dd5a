import { desc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userGuides } from "../../db/schema/index";

export type UserGuideRow = typeof userGuides.$inferSelect;
export type NewUserGuideRow = typeof userGuides.$inferInsert;

export async function findNewestActiveUserGuide(db: Database): Promise<UserGuideRow | undefined> {
  const [row] = await db
    .select()
    .from(userGuides)
    .where(eq(userGuides.isActive, true))
    .orderBy(desc(userGuides.createdAt))
    .limit(1);
  return row;
}

/** Inserts a guide; when it is active, every other guide is deactivated in the same transaction. */
export async function insertUserGuide(db: Database, guide: NewUserGuideRow): Promise<UserGuideRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(userGuides).values(guide).returning();
    if (!row) throw new Error("insert returned no row");
    if (row.isActive) {
      await tx.update(userGuides).set({ isActive: false }).where(ne(userGuides.id, row.id));
    }
    return row;
  });
}

export async function listUserGuideRows(db: Database): Promise<UserGuideRow[]> {
  return db.select().from(userGuides).orderBy(desc(userGuides.createdAt));
}

/** Makes one guide the active one, deactivating the rest in the same transaction. */
export async function activateUserGuide(db: Database, id: string): Promise<UserGuideRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(userGuides).set({ isActive: true }).where(eq(userGuides.id, id)).returning();
    if (row) await tx.update(userGuides).set({ isActive: false }).where(ne(userGuides.id, id));
    return row;
  });
}
