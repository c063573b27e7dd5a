import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { RubricCriterion, TestScriptContent } from "@aesop/shared/contracts/test-scripts";
import type { Database } from "../../db/client";
import { projectRubrics, testScriptVersions } from "../../db/schema/index";

export type TestScriptVersionRow = typeof testScriptVersions.$inferSelect;
export type ProjectRubricRow = typeof projectRubrics.$inferSelect;

/** The saved versions of a script (2 and later), oldest first, without their content. */
export async function listTestScriptVersionRows(db: Database, userId: string, reportId: number) {
  return db
    .select({
      version: testScriptVersions.version,
      note: testScriptVersions.note,
      createdAt: testScriptVersions.createdAt,
      name: sql<string>`${testScriptVersions.content}->>'name'`,
      scenarioCount: sql<number>`jsonb_array_length(${testScriptVersions.content}->'scenarios')`,
    })
    .from(testScriptVersions)
    .where(and(eq(testScriptVersions.reportId, reportId), eq(testScriptVersions.userId, userId)))
    .orderBy(asc(testScriptVersions.version));
}

export async function findTestScriptVersionRow(
  db: Database,
  userId: string,
  reportId: number,
  version: number,
): Promise<TestScriptVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(testScriptVersions)
    .where(
      and(
        eq(testScriptVersions.reportId, reportId),
        eq(testScriptVersions.userId, userId),
        eq(testScriptVersions.version, version),
      ),
    );
  return row;
}

/**
 * Adds the next version (the highest + 1, at least 2: version 1 is the generated script). Two
 * saves at once both get a number: the unique index refuses the loser, which retries once.
 */
export async function insertTestScriptVersionRow(
  db: Database,
  values: { reportId: number; userId: string; note: string | null; content: TestScriptContent },
): Promise<TestScriptVersionRow> {
  for (let attempt = 0; ; attempt++) {
    const [latest] = await db
      .select({ version: testScriptVersions.version })
      .from(testScriptVersions)
      .where(eq(testScriptVersions.reportId, values.reportId))
      .orderBy(desc(testScriptVersions.version))
      .limit(1);
    const [row] = await db
      .insert(testScriptVersions)
      .values({ ...values, version: Math.max(latest?.version ?? 1, 1) + 1 })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (attempt >= 3) throw new Error("could not number a new test script version");
  }
}

export async function findLatestRubricRow(db: Database, projectId: string): Promise<ProjectRubricRow | undefined> {
  const [row] = await db
    .select()
    .from(projectRubrics)
    .where(eq(projectRubrics.projectId, projectId))
    .orderBy(desc(projectRubrics.version))
    .limit(1);
  return row;
}

export async function listRubricVersionRows(db: Database, projectId: string) {
  return db
    .select({ version: projectRubrics.version, createdAt: projectRubrics.createdAt })
    .from(projectRubrics)
    .where(eq(projectRubrics.projectId, projectId))
    .orderBy(asc(projectRubrics.version));
}

export async function insertRubricRow(
  db: Database,
  values: { projectId: string; userId: string; criteria: RubricCriterion[] },
): Promise<ProjectRubricRow> {
  for (let attempt = 0; ; attempt++) {
    const latest = await findLatestRubricRow(db, values.projectId);
    const [row] = await db
      .insert(projectRubrics)
      .values({ ...values, version: (latest?.version ?? 0) + 1 })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (attempt >= 3) throw new Error("could not number a new rubric version");
  }
}
