import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { reports } from "../../db/schema/index";

export type ReportRow = typeof reports.$inferSelect;
export type NewReportRow = typeof reports.$inferInsert;

export async function listReportRows(db: Database, userId: string, projectId: string): Promise<ReportRow[]> {
  return db
    .select()
    .from(reports)
    .where(and(eq(reports.projectId, projectId), eq(reports.userId, userId)))
    .orderBy(desc(reports.createdAt), desc(reports.id));
}

export async function findReportRow(db: Database, userId: string, id: number): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.userId, userId)));
  return row;
}

export async function insertReportRow(db: Database, report: NewReportRow): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(report).returning();
  if (!row) throw new Error("report insert returned no row");
  return row;
}

export async function updateReportRow(
  db: Database,
  userId: string,
  id: number,
  changes: Partial<Pick<ReportRow, "status" | "error" | "markdown" | "title" | "data">>,
  /** Only while the report is in this state: no row is answered when it has moved on. */
  whileStatus?: ReportRow["status"],
): Promise<ReportRow | undefined> {
  const [row] = await db
    .update(reports)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(eq(reports.id, id), eq(reports.userId, userId), whileStatus ? eq(reports.status, whileStatus) : undefined),
    )
    .returning();
  return row;
}

/** For a signed webhook callback, whose signature (not a session) says who may write the report. */
export async function findReportRowById(db: Database, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row;
}

export async function findLatestReportRow(
  db: Database,
  userId: string,
  projectId: string,
  agent: ReportRow["agent"],
): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.userId, userId), eq(reports.projectId, projectId), eq(reports.agent, agent)))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(1);
  return row;
}
