import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { evalTargets } from "../../db/schema/index";

export type EvalTargetRow = typeof evalTargets.$inferSelect;
type NewTargetRow = typeof evalTargets.$inferInsert;

export async function listTargetRows(db: Database, userId: string, projectId: string): Promise<EvalTargetRow[]> {
  return db
    .select()
    .from(evalTargets)
    .where(and(eq(evalTargets.projectId, projectId), eq(evalTargets.userId, userId)))
    .orderBy(asc(evalTargets.createdAt));
}

/** The owner's target in that project; undefined for anyone else's (a 404, as for projects). */
export async function findTargetRow(
  db: Database,
  userId: string,
  projectId: string,
  targetId: string,
): Promise<EvalTargetRow | undefined> {
  const [row] = await db
    .select()
    .from(evalTargets)
    .where(and(eq(evalTargets.id, targetId), eq(evalTargets.projectId, projectId), eq(evalTargets.userId, userId)));
  return row;
}

export async function insertTargetRow(db: Database, values: NewTargetRow): Promise<EvalTargetRow> {
  const [row] = await db.insert(evalTargets).values(values).returning();
  if (!row) throw new Error("could not store the target");
  return row;
}

export async function updateTargetRow(
  db: Database,
  userId: string,
  targetId: string,
  values: Pick<NewTargetRow, "name" | "kind" | "config" | "limits" | "sealedSecrets">,
): Promise<EvalTargetRow | undefined> {
  const [row] = await db
    .update(evalTargets)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(evalTargets.id, targetId), eq(evalTargets.userId, userId)))
    .returning();
  return row;
}

export async function deleteTargetRow(db: Database, userId: string, targetId: string): Promise<boolean> {
  const rows = await db
    .delete(evalTargets)
    .where(and(eq(evalTargets.id, targetId), eq(evalTargets.userId, userId)))
    .returning({ id: evalTargets.id });
  return rows.length > 0;
}
