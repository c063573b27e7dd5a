import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { projects } from "../../db/schema/index";

export type ProjectRow = typeof projects.$inferSelect;

/** Every query names the owner: another user's project is simply not found. */
export async function listProjectRows(db: Database, userId: string): Promise<ProjectRow[]> {
  return db.select().from(projects).where(eq(projects.userId, userId)).orderBy(desc(projects.createdAt));
}

export async function findProjectRow(db: Database, userId: string, id: string): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)));
  return row;
}

export async function insertProjectRow(db: Database, userId: string, projectName: string): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values({ userId, projectName, status: "active" }).returning();
  if (!row) throw new Error("project insert returned no row");
  return row;
}

export async function renameProjectRow(
  db: Database,
  userId: string,
  id: string,
  projectName: string,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ projectName })
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning();
  return row;
}

export async function deleteProjectRow(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning({ id: projects.id });
  return deleted.length > 0;
}
