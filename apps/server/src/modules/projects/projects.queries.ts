import { and, desc, eq, sql } from "drizzle-orm";
import { statementName, type Database } from "../../db/client";
import { projects } from "../../db/schema/index";

export type ProjectRow = typeof projects.$inferSelect;
/** What the API shows of a project. */
export type ProjectSummaryRow = Pick<ProjectRow, "id" | "projectName" | "status" | "createdAt">;

const summaryColumns = {
  id: projects.id,
  projectName: projects.projectName,
  status: projects.status,
  createdAt: projects.createdAt,
};

function prepareProjectList(db: Database) {
  return db
    .select(summaryColumns)
    .from(projects)
    .where(eq(projects.userId, sql.placeholder("userId")))
    .orderBy(desc(projects.createdAt))
    .prepare(statementName(db, "projects_list"));
}
/** The project list is the most frequent query: built once per database, prepared where it can be. */
const projectLists = new WeakMap<Database, ReturnType<typeof prepareProjectList>>();

/** Every query names the owner: another user's project is simply not found. */
export async function listProjectRows(db: Database, userId: string): Promise<ProjectSummaryRow[]> {
  let list = projectLists.get(db);
  if (!list) projectLists.set(db, (list = prepareProjectList(db)));
  return list.execute({ userId });
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
