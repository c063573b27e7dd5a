import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { CheckResult, CriterionScore, ScenarioResultStatus } from "@aesop/shared/contracts/eval";
import { statementName, type Database } from "../../../db/client";
import { lockProjectForNumbering } from "../../../db/project-lock";
import { lockUserWork } from "../../../db/user-work-lock";
import { evalReplyCache, evalRuns, evalScenarioResults, evalTurns } from "../../../db/schema/index";

export type EvalRunRow = typeof evalRuns.$inferSelect;
export type ScenarioResultRow = typeof evalScenarioResults.$inferSelect;
export type EvalTurnRow = typeof evalTurns.$inferSelect;
type NewRun = Omit<typeof evalRuns.$inferInsert, "number">;

/**
 * A run numbered per project ('Run #3'), with its scenarios pending, in one transaction; null when
 * its user already has `maxInProgress` runs queued or running (counted under the user's lock, so
 * concurrent starts cannot overshoot).
 */
export async function insertRunWithScenarios(
  db: Database,
  run: NewRun,
  scenarioIds: string[],
  maxInProgress: number,
): Promise<EvalRunRow | null> {
  return db.transaction(async (tx) => {
    await lockUserWork(tx, "eval-runs", run.userId);
    const [busy] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(evalRuns)
      .where(and(eq(evalRuns.userId, run.userId), inArray(evalRuns.status, ["queued", "running"])));
    if ((busy?.count ?? 0) >= maxInProgress) return null;
    await lockProjectForNumbering(tx, run.projectId);
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
    // One JSON parameter, not three per scenario: 100 rows of bound values took the embedded database 38 ms, this 5–9 ms.
    await tx.execute(sql`
      insert into ${evalScenarioResults} (run_id, scenario_id, position)
      select ${row.id}, s.id, s.ord - 1
      from jsonb_array_elements_text(${JSON.stringify(scenarioIds)}::jsonb) with ordinality as s(id, ord)`);
    return row;
  });
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
  const [row] = await statementsOf(db).claimScenario.execute({ runId, scenarioId, jobId });
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
  await statementsOf(db).insertTurn.execute(values);
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
 * Stores the verdict and recounts the run's progress, in one transaction: a verdict is never
 * stored without its recount (a run whose last verdict lost its recount stayed 'running' for
 * good), nor before every turn it counts is stored. The run's row is locked first, so the
 * verdicts of one run are stored one after the other and each recount sees every verdict before
 * it (two recounts at once on a PostgreSQL server each missed the other's). Undefined when the
 * claim was lost; throws when turns are missing, so that the job's retry resumes the dialogue.
 */
export async function storeVerdict(
  db: Database,
  scenario: { id: number; runId: string; jobId: string },
  verdict: ScenarioVerdict,
): Promise<RunProgress | undefined> {
  const scenarios = evalScenarioResults;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${evalRuns} where ${evalRuns.id} = ${scenario.runId} for update`);
    const { rows: held } = await tx.execute<{ turns: number }>(sql`
      select (select count(*)::int from ${evalTurns}
               where ${evalTurns.runId} = ${scenarios.runId} and ${evalTurns.scenarioId} = ${scenarios.scenarioId}) as turns
        from ${scenarios}
       where ${scenarios.id} = ${scenario.id} and ${scenarios.status} = 'running' and ${scenarios.jobId} = ${scenario.jobId}`);
    const stored = held[0];
    if (!stored) return undefined;
    if (stored.turns < verdict.turnCount) {
      throw new Error(`scenario ${scenario.id}: ${stored.turns} of its ${verdict.turnCount} turns are stored`);
    }
    await tx.execute(sql`
      update ${scenarios}
         set status = ${verdict.status}, scores = ${JSON.stringify(verdict.scores)}::jsonb,
             checks = ${JSON.stringify(verdict.checks)}::jsonb, reason = ${verdict.reason},
             turn_count = ${verdict.turnCount}, latency_ms = ${verdict.latencyMs}, cost_usd = ${verdict.costUsd},
             finished_at = now()
       where ${scenarios.id} = ${scenario.id}`);
    return recountProgress(tx, scenario.runId);
  });
}

/** What a scenario's end tells of its run: enough to announce it, and whether it was the last. */
export type RunProgress = Pick<EvalRunRow, "id" | "userId" | "projectId" | "status"> & { unfinished: number };

/**
 * The run's progress recounted, with how many of its scenarios are still pending or running. Only
 * a few columns come back: the row holds the whole recorded script, read once per scenario before.
 */
export async function recountProgress(db: Pick<Database, "execute">, runId: string): Promise<RunProgress | undefined> {
  const { rows } = await db.execute<{
    id: string;
    user_id: string;
    project_id: string;
    status: EvalRunRow["status"];
    unfinished: number;
  }>(sql`
    with counted as (
      select count(*) filter (where status in ('passed', 'failed', 'error'))::int as done,
             count(*) filter (where status = 'passed')::int as passed,
             count(*) filter (where status = 'failed')::int as failed,
             count(*) filter (where status = 'error')::int as errored,
             count(*) filter (where status in ('pending', 'running'))::int as unfinished
        from ${evalScenarioResults} where ${evalScenarioResults.runId} = ${runId})
    update ${evalRuns} r
       set done = counted.done, passed = counted.passed, failed = counted.failed, errored = counted.errored
      from counted
     where r.id = ${runId}
    returning r.id, r.user_id, r.project_id, r.status, counted.unfinished`);
  const row = rows[0];
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      projectId: row.project_id,
      status: row.status,
      unfinished: row.unfinished,
    }
  );
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

/** Links the run's report, once: undefined when the run has one already. */
export async function setRunReport(db: Database, runId: string, reportId: number): Promise<EvalRunRow | undefined> {
  const [row] = await db
    .update(evalRuns)
    .set({ reportId })
    .where(and(eq(evalRuns.id, runId), isNull(evalRuns.reportId)))
    .returning();
  return row;
}

/** A run that ended but has no report: its finaliser stopped between the two (a crash, a deploy). */
export async function findEndedRunWithoutReport(db: Database, runId: string): Promise<EvalRunRow | undefined> {
  const [row] = await db
    .select()
    .from(evalRuns)
    .where(
      and(eq(evalRuns.id, runId), inArray(evalRuns.status, ["completed", "cancelled"]), isNull(evalRuns.reportId)),
    );
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

/**
 * The statements every scenario runs (a claim, a turn each), built once per
 * database: building their SQL each time was the largest part of AESOP's own CPU in a run (bench
 * `--only eval-run`). Prepared under their names on a PostgreSQL server (see statementName).
 */
function prepareStatements(db: Database) {
  const param = (name: string) => sql.placeholder(name);
  const scenarios = evalScenarioResults;
  return {
    claimScenario: db
      .update(scenarios)
      .set({
        status: "running",
        jobId: sql`${param("jobId")}`,
        startedAt: sql`coalesce(${scenarios.startedAt}, now())`,
      })
      .where(
        and(
          eq(scenarios.runId, param("runId")),
          eq(scenarios.scenarioId, param("scenarioId")),
          sql`(${scenarios.status} = 'pending' or (${scenarios.status} = 'running' and ${scenarios.jobId} = ${param("jobId")}))`,
        ),
      )
      .returning()
      .prepare(statementName(db, "eval_claim_scenario")),
    insertTurn: db
      .insert(evalTurns)
      .values({
        runId: param("runId"),
        scenarioId: param("scenarioId"),
        index: param("index"),
        message: param("message"),
        reply: param("reply"),
        error: param("error"),
        latencyMs: param("latencyMs"),
        inputTokens: param("inputTokens"),
        outputTokens: param("outputTokens"),
        costUsd: param("costUsd"),
        cached: param("cached"),
        checks: param("checks"),
        scores: param("scores"),
      })
      .onConflictDoNothing()
      .prepare(statementName(db, "eval_insert_turn")),
  };
}

const statements = new WeakMap<Database, ReturnType<typeof prepareStatements>>();

/**
 * The statements every scenario runs, built once per database. A worker builds them when it
 * registers: built by the first job, they held the first run's 32 jobs back by 7 ms.
 */
export function statementsOf(db: Database): ReturnType<typeof prepareStatements> {
  let prepared = statements.get(db);
  if (!prepared) statements.set(db, (prepared = prepareStatements(db)));
  return prepared;
}
