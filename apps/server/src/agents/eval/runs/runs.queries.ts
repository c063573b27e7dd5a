import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { CheckResult, CriterionScore, ScenarioResultStatus } from "@aesop/shared/contracts/eval";
import type { Database } from "../../../db/client";
import { evalReplyCache, evalRuns, evalScenarioResults, evalTurns } from "../../../db/schema/index";

export type EvalRunRow = typeof evalRuns.$inferSelect;
export type ScenarioResultRow = typeof evalScenarioResults.$inferSelect;
export type EvalTurnRow = typeof evalTurns.$inferSelect;
type NewRun = Omit<typeof evalRuns.$inferInsert, "number">;

/** A run numbered per project ('Run #3'), with its scenarios pending, in one transaction. */
export async function insertRunWithScenarios(db: Database, run: NewRun, scenarioIds: string[]): Promise<EvalRunRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [latest] = await tx
          .select({ number: evalRuns.number })
          .from(evalRuns)
          .where(eq(evalRuns.projectId, run.projectId))
          .orderBy(desc(evalRuns.number))
          .limit(1);
        const [row] = await tx
          .insert(evalRuns)
          .values({ ...run, number: (latest?.number ?? 0) + 1 })
          .returning();
        if (!row) throw new Error("could not store the run");
        await tx
          .insert(evalScenarioResults)
          .values(scenarioIds.map((scenarioId, position) => ({ runId: row.id, scenarioId, position })));
        return row;
      });
    } catch (error) {
      // Two runs started at once took the same number: the unique index refused one; it tries again.
      if (attempt >= 3 || (error as { code?: string }).code !== "23505") throw error;
    }
  }
}

export async function listRunRows(db: Database, userId: string, projectId: string): Promise<EvalRunRow[]> {
  return db
    .select()
    .from(evalRuns)
    .where(and(eq(evalRuns.projectId, projectId), eq(evalRuns.userId, userId)))
    .orderBy(desc(evalRuns.createdAt), desc(evalRuns.number));
}

export async function findRunRow(db: Database, userId: string, runId: string): Promise<EvalRunRow | undefined> {
  const [row] = await db
    .select()
    .from(evalRuns)
    .where(and(eq(evalRuns.id, runId), eq(evalRuns.userId, userId)));
  return row;
}

export async function listScenarioRows(db: Database, runId: string): Promise<ScenarioResultRow[]> {
  return db
    .select()
    .from(evalScenarioResults)
    .where(eq(evalScenarioResults.runId, runId))
    .orderBy(asc(evalScenarioResults.position));
}

export async function listTurnRows(db: Database, runId: string, scenarioId?: string): Promise<EvalTurnRow[]> {
  return db
    .select()
    .from(evalTurns)
    .where(
      scenarioId === undefined
        ? eq(evalTurns.runId, runId)
        : and(eq(evalTurns.runId, runId), eq(evalTurns.scenarioId, scenarioId)),
    )
    .orderBy(asc(evalTurns.scenarioId), asc(evalTurns.index));
}

/**
 * The claim that makes a scenario run exactly once: a pending scenario becomes this job's, and a
 * scenario this same job had claimed (pg-boss retries a job under its id after a restart) is
 * resumed. Any other job finds nothing to do.
 */
export async function claimScenario(
  db: Database,
  runId: string,
  scenarioId: string,
  jobId: string,
): Promise<ScenarioResultRow | undefined> {
  const [row] = await db
    .update(evalScenarioResults)
    .set({ status: "running", jobId, startedAt: sql`coalesce(${evalScenarioResults.startedAt}, now())` })
    .where(
      and(
        eq(evalScenarioResults.runId, runId),
        eq(evalScenarioResults.scenarioId, scenarioId),
        sql`(${evalScenarioResults.status} = 'pending' or (${evalScenarioResults.status} = 'running' and ${evalScenarioResults.jobId} = ${jobId}))`,
      ),
    )
    .returning();
  return row;
}

export async function markRunStarted(db: Database, runId: string): Promise<EvalRunRow | undefined> {
  const [row] = await db
    .update(evalRuns)
    .set({ status: "running", startedAt: new Date() })
    .where(and(eq(evalRuns.id, runId), eq(evalRuns.status, "queued")))
    .returning();
  return row;
}

export async function findRunStatus(db: Database, runId: string) {
  const [row] = await db.select({ status: evalRuns.status }).from(evalRuns).where(eq(evalRuns.id, runId));
  return row?.status;
}

export async function insertTurnRow(db: Database, turn: EvalTurnRow): Promise<void> {
  const { id: _generated, createdAt: _now, ...values } = turn;
  await db.insert(evalTurns).values(values).onConflictDoNothing();
}

export interface ScenarioVerdict {
  status: Extract<ScenarioResultStatus, "passed" | "failed" | "error" | "cancelled">;
  scores: CriterionScore[];
  checks: CheckResult[];
  reason: string | null;
  turnCount: number;
  latencyMs: number | null;
  costUsd: number | null;
}

/**
 * Stores the verdict, guarded by the claim (only the job that holds the scenario writes it), then
 * recounts the run's progress. Two statements, not a transaction: the embedded database serves
 * every pool connection through one session, and the recount is idempotent (the caller finalises
 * on the count of unfinished scenarios, which a late recount cannot make stale). Undefined when
 * the claim was lost.
 */
export async function storeVerdict(
  db: Database,
  scenario: { id: number; runId: string; jobId: string },
  verdict: ScenarioVerdict,
): Promise<RunProgress | undefined> {
  const [stored] = await db
    .update(evalScenarioResults)
    .set({ ...verdict, finishedAt: new Date() })
    .where(
      and(
        eq(evalScenarioResults.id, scenario.id),
        eq(evalScenarioResults.status, "running"),
        eq(evalScenarioResults.jobId, scenario.jobId),
      ),
    )
    .returning({ id: evalScenarioResults.id });
  if (!stored) return undefined;
  return recountProgress(db, scenario.runId);
}

/** What a scenario's end tells of its run: enough to announce it, and whether it was the last. */
export type RunProgress = Pick<EvalRunRow, "id" | "userId" | "projectId" | "status"> & { unfinished: number };

/**
 * The run's progress recounted, with how many of its scenarios are still pending or running. Only
 * a few columns come back: the row holds the whole recorded script, read once per scenario before.
 */
export async function recountProgress(db: Database, runId: string): Promise<RunProgress | undefined> {
  const count = (statuses: string[]) =>
    sql<number>`(select count(*)::int from ${evalScenarioResults} where ${evalScenarioResults.runId} = ${runId} and ${evalScenarioResults.status} in (${sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    )}))`;
  const [row] = await db
    .update(evalRuns)
    .set({
      done: count(["passed", "failed", "error"]),
      passed: count(["passed"]),
      failed: count(["failed"]),
      errored: count(["error"]),
    })
    .where(eq(evalRuns.id, runId))
    .returning({
      id: evalRuns.id,
      userId: evalRuns.userId,
      projectId: evalRuns.projectId,
      status: evalRuns.status,
      unfinished: count(["pending", "running"]),
    });
  return row;
}

/** The run ends once: only the caller that moves it out of running (or queued) gets the row. */
export async function finishRun(
  db: Database,
  runId: string,
  status: "completed" | "cancelled" | "failed",
  error: string | null = null,
): Promise<EvalRunRow | undefined> {
  const [row] = await db
    .update(evalRuns)
    .set({ status, error, finishedAt: new Date() })
    .where(and(eq(evalRuns.id, runId), inArray(evalRuns.status, ["queued", "running"])))
    .returning();
  return row;
}

export async function cancelPendingScenarios(db: Database, runId: string): Promise<void> {
  await db
    .update(evalScenarioResults)
    .set({ status: "cancelled", finishedAt: new Date() })
    .where(and(eq(evalScenarioResults.runId, runId), eq(evalScenarioResults.status, "pending")));
}

export async function setRunReport(db: Database, runId: string, reportId: number): Promise<EvalRunRow | undefined> {
  const [row] = await db.update(evalRuns).set({ reportId }).where(eq(evalRuns.id, runId)).returning();
  return row;
}

export async function findCachedReply(db: Database, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(evalReplyCache)
    .where(and(eq(evalReplyCache.userId, userId), eq(evalReplyCache.key, key)));
  return row;
}

export async function storeCachedReply(db: Database, entry: typeof evalReplyCache.$inferInsert): Promise<void> {
  await db.insert(evalReplyCache).values(entry).onConflictDoNothing();
}
