import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { CheckResult, CriterionScore, RunFigures, ScenarioResultStatus } from "@aesop/shared/contracts/eval";
import { statementName, type Database } from "../../../db/client";
import { lockProjectForNumbering } from "../../../db/project-lock";
import { lockUserWork } from "../../../db/user-work-lock";
import {
  evalHumanVerdicts,
  evalReplyCache,
  evalRuns,
  evalScenarioResults,
  evalTargetSlots,
  evalTargets,
  evalTurns,
} from "../../../db/schema/index";
import { lockTargetSlots } from "../../../evaluation/targets/target-slots.queries";

export type EvalRunRow = typeof evalRuns.$inferSelect;
export type ScenarioResultRow = typeof evalScenarioResults.$inferSelect;
export type EvalTurnRow = typeof evalTurns.$inferSelect;
type NewRun = Omit<typeof evalRuns.$inferInsert, "number">;

/** One run to insert: its row, its scenarios and how many samples of each. */
export interface RunToInsert {
  run: NewRun;
  scenarioIds: string[];
  repeats: number;
}

/**
 * A run numbered per project ('Run #3'), with each scenario's `repeats` samples pending (sample 0
 * of every scenario first, then sample 1…, so the first samples of all come first), in one
 * transaction; null when
 * its user already has `maxInProgress` runs queued or running (counted under the user's lock, so
 * concurrent starts cannot overshoot).
 */
export async function insertRunWithScenarios(
  db: Database,
  run: NewRun,
  scenarioIds: string[],
  maxInProgress: number,
  repeats = 1,
): Promise<EvalRunRow | null> {
  const rows = await insertRunsWithScenarios(db, [{ run, scenarioIds, repeats }], maxInProgress);
  return rows?.[0] ?? null;
}

/**
 * Several runs of one user and project at once (a matrix: one per target, decision 0071),
 * numbered one after another, all or none. The cap counts a matrix as one piece of work: its runs
 * share a matrix id, and a builder's matrix of 8 targets is one start, not 8.
 */
export async function insertRunsWithScenarios(
  db: Database,
  runs: readonly RunToInsert[],
  maxInProgress: number,
): Promise<EvalRunRow[] | null> {
  const first = runs[0]?.run;
  if (!first) return [];
  return db.transaction(async (tx) => {
    await lockUserWork(tx, "eval-runs", first.userId);
    const [busy] = await tx
      .select({ count: sql<number>`count(distinct coalesce(${evalRuns.matrixId}, ${evalRuns.id}))::int` })
      .from(evalRuns)
      .where(and(eq(evalRuns.userId, first.userId), inArray(evalRuns.status, ["queued", "running"])));
    if ((busy?.count ?? 0) >= maxInProgress) return null;
    await lockProjectForNumbering(tx, first.projectId);
    const [latest] = await tx
      .select({ number: evalRuns.number })
      .from(evalRuns)
      .where(eq(evalRuns.projectId, first.projectId))
      .orderBy(desc(evalRuns.number))
      .limit(1);
    const inserted: EvalRunRow[] = [];
    for (const [index, { run, scenarioIds, repeats }] of runs.entries()) {
      const [row] = await tx
        .insert(evalRuns)
        .values({ ...run, number: (latest?.number ?? 0) + 1 + index })
        .returning();
      if (!row) throw new Error("could not store the run");
      // One JSON parameter, not three per scenario: 100 rows of bound values took the embedded database 38 ms, this 5–9 ms.
      await tx.execute(sql`
        insert into ${evalScenarioResults} (run_id, scenario_id, sample, position)
        select ${row.id}, s.id, k.sample, k.sample * ${scenarioIds.length} + s.ord - 1
        from jsonb_array_elements_text(${JSON.stringify(scenarioIds)}::jsonb) with ordinality as s(id, ord)
        cross join generate_series(0, ${repeats - 1}) as k(sample)`);
      inserted.push(row);
    }
    return inserted;
  });
}

/** The runs of a matrix (one per target), in the order its targets were chosen. */
export async function listMatrixRunRows(
  db: Database,
  userId: string,
  projectId: string,
  matrixId: string,
): Promise<EvalRunRow[]> {
  return db
    .select()
    .from(evalRuns)
    .where(and(eq(evalRuns.matrixId, matrixId), eq(evalRuns.projectId, projectId), eq(evalRuns.userId, userId)))
    .orderBy(asc(evalRuns.number));
}

export async function listRunRows(db: Database, userId: string, projectId: string): Promise<EvalRunRow[]> {
  return db
    .select()
    .from(evalRuns)
    .where(and(eq(evalRuns.projectId, projectId), eq(evalRuns.userId, userId)))
    .orderBy(desc(evalRuns.createdAt), desc(evalRuns.number));
}

/** The runs started from a run (its re-runs and re-tests), oldest first. */
export async function listFollowUpRunRows(db: Database, userId: string, runId: string): Promise<EvalRunRow[]> {
  return db
    .select()
    .from(evalRuns)
    .where(and(eq(evalRuns.fixesRunId, runId), eq(evalRuns.userId, userId)))
    .orderBy(asc(evalRuns.number));
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

/** A run's turns: all of them, a scenario's (every sample) or one sample's. */
export async function listTurnRows(
  db: Database,
  runId: string,
  scenarioId?: string,
  sample?: number,
): Promise<EvalTurnRow[]> {
  return db
    .select()
    .from(evalTurns)
    .where(
      and(
        eq(evalTurns.runId, runId),
        scenarioId === undefined ? undefined : eq(evalTurns.scenarioId, scenarioId),
        sample === undefined ? undefined : eq(evalTurns.sample, sample),
      ),
    )
    .orderBy(asc(evalTurns.scenarioId), asc(evalTurns.sample), asc(evalTurns.index));
}

/** The turns of some of a run's scenarios (every sample): one page of a streamed export. */
export async function listTurnRowsOf(
  db: Database,
  runId: string,
  scenarioIds: readonly string[],
): Promise<EvalTurnRow[]> {
  if (scenarioIds.length === 0) return [];
  return db
    .select()
    .from(evalTurns)
    .where(and(eq(evalTurns.runId, runId), inArray(evalTurns.scenarioId, [...scenarioIds])))
    .orderBy(asc(evalTurns.scenarioId), asc(evalTurns.sample), asc(evalTurns.index));
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
  sample: number,
  jobId: string,
): Promise<ScenarioResultRow | undefined> {
  const [row] = await statementsOf(db).claimScenario.execute({ runId, scenarioId, sample, jobId });
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
 * Stores the verdict, frees the scenario's slot and counts it in its run's progress. A verdict is
 * never stored without its count, nor before every turn it counts is stored. Undefined when the
 * claim was lost; throws when turns are missing, so that the job's retry resumes the dialogue.
 *
 * The verdicts of one run are stored together (issue 34): one arriving while the run's previous
 * statement is under way waits for it and goes with every other that arrived meanwhile, in one
 * statement. Each statement locks the run's row for its counters until it commits (a flush of
 * the WAL on a PostgreSQL server), so one statement per verdict bounded a run at one verdict per
 * commit, ~150 a second, whatever its target allowed; and a transaction of seven statements with
 * five count(*) over the run's scenarios per verdict was ~28% of a run's database time before
 * that. recountProgress stays for scenarios ended outside a job.
 */
export function storeVerdict(
  db: Database,
  scenario: { id: number; runId: string; jobId: string },
  verdict: ScenarioVerdict,
): Promise<RunProgress | undefined> {
  let runs = verdictBatches.get(db);
  if (!runs) verdictBatches.set(db, (runs = new Map<string, VerdictBatch>()));
  let batch = runs.get(scenario.runId);
  if (!batch) runs.set(scenario.runId, (batch = { waiting: [], storing: false }));
  const stored = new Promise<RunProgress | undefined>((resolve, reject) => {
    batch.waiting.push({ scenario, verdict, resolve, reject });
  });
  if (!batch.storing) void storeWaitingVerdicts(db, scenario.runId, batch, runs);
  return stored;
}

interface WaitingVerdict {
  scenario: { id: number; runId: string; jobId: string };
  verdict: ScenarioVerdict;
  resolve: (progress: RunProgress | undefined) => void;
  reject: (error: unknown) => void;
}
interface VerdictBatch {
  waiting: WaitingVerdict[];
  storing: boolean;
}
const verdictBatches = new WeakMap<Database, Map<string, VerdictBatch>>();

/** Most verdicts in one statement (its JSON parameter stays small). */
const VERDICTS_PER_STATEMENT = 500;

async function storeWaitingVerdicts(db: Database, runId: string, batch: VerdictBatch, runs: Map<string, VerdictBatch>) {
  batch.storing = true;
  try {
    while (batch.waiting.length > 0) {
      const taken = batch.waiting.splice(0, VERDICTS_PER_STATEMENT);
      try {
        const outcomes = await storeVerdicts(db, runId, taken);
        for (const [index, entry] of taken.entries()) {
          const outcome = outcomes[index];
          if (outcome instanceof Error) entry.reject(outcome);
          else entry.resolve(outcome);
        }
      } catch (error) {
        // The database failed: every job of the statement fails, and its retry resumes the scenario.
        for (const entry of taken) entry.reject(error);
      }
    }
  } finally {
    batch.storing = false;
    runs.delete(runId);
  }
}

/** The verdicts of one run in one statement: for each, its run's progress, undefined (claim lost) or an Error. */
async function storeVerdicts(
  db: Database,
  runId: string,
  entries: Pick<WaitingVerdict, "scenario" | "verdict">[],
): Promise<(RunProgress | undefined | Error)[]> {
  const input = entries.map(({ scenario, verdict }) => ({
    id: scenario.id,
    job_id: scenario.jobId,
    status: verdict.status,
    scores: verdict.scores,
    checks: verdict.checks,
    reason: verdict.reason,
    turn_count: verdict.turnCount,
    latency_ms: verdict.latencyMs,
    cost_usd: verdict.costUsd,
  }));
  const { rows } = await db.execute<{
    id: number | string;
    turns: number | null;
    stored: boolean;
    run_id: string | null;
    user_id: string;
    project_id: string;
    status: EvalRunRow["status"];
    unfinished: number;
  }>(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
        as v(id bigint, job_id text, status text, scores jsonb, checks jsonb, reason text, turn_count int,
             latency_ms double precision, cost_usd double precision)),
    held as (
      select v.*, (select count(*)::int from ${evalTurns} t
                    where t.run_id = s.run_id and t.scenario_id = s.scenario_id and t.sample = s.sample) as turns
        from input v join ${evalScenarioResults} s
          on s.id = v.id and s.run_id = ${runId} and s.status = 'running' and s.job_id = v.job_id),
    stored as (
      update ${evalScenarioResults} s
         set status = h.status, scores = h.scores, checks = h.checks, reason = h.reason, turn_count = h.turn_count,
             latency_ms = h.latency_ms, cost_usd = h.cost_usd, finished_at = now()
        from held h
       where s.id = h.id and h.turns >= h.turn_count
      returning s.id, s.status),
    freed as (
      delete from ${evalTargetSlots} where scenario_result_id in (select id from stored)),
    counted as (
      update ${evalRuns} r
         set done = r.done + (select count(*)::int from stored where status in ('passed', 'failed', 'error')),
             passed = r.passed + (select count(*)::int from stored where status = 'passed'),
             failed = r.failed + (select count(*)::int from stored where status = 'failed'),
             errored = r.errored + (select count(*)::int from stored where status = 'error')
       where r.id = ${runId} and exists (select 1 from stored)
      returning r.id, r.user_id, r.project_id, r.status, r.total - r.done as unfinished)
    select v.id, h.turns, st.id is not null as stored, c.id as run_id, c.user_id, c.project_id, c.status, c.unfinished
      from input v
      left join held h on h.id = v.id
      left join stored st on st.id = v.id
      left join counted c on st.id is not null`);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return entries.map(({ scenario, verdict }) => {
    const row = byId.get(scenario.id);
    if (!row || row.turns === null) return undefined;
    if (!row.stored || row.run_id === null) {
      return new Error(`scenario ${scenario.id}: ${row.turns} of its ${verdict.turnCount} turns are stored`);
    }
    return {
      id: row.run_id,
      userId: row.user_id,
      projectId: row.project_id,
      status: row.status,
      unfinished: row.unfinished,
    };
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

/** The run's pending scenarios cancelled, and the target's slots they held freed. */
export async function cancelPendingScenarios(db: Database, runId: string): Promise<void> {
  await db.execute(sql`
    with cancelled as (
      update ${evalScenarioResults} set status = 'cancelled', finished_at = now()
       where run_id = ${runId} and status = 'pending'
      returning id)
    delete from ${evalTargetSlots} where scenario_result_id in (select id from cancelled)`);
}

/** A scenario given a slot of its target, whose job is to be sent. */
export interface AdmittedScenario {
  runId: string;
  scenarioId: string;
  sample: number;
  userId: string;
}

/**
 * A scenario's slot lasts until its verdict (storeVerdict), its cancel or the supervisor's sweep
 * frees it; this only bounds a slot that all of those missed.
 */
const SCENARIO_SLOT_HOURS = 24;

/**
 * Gives the target's free slots (its concurrency less the slots held, in every process) to
 * pending scenarios of the runs under way on it, and returns them: only these get a job, so a job
 * never waits for its target and a run's backlog never stands in the job queue before another
 * target's work (decision 0054). The runs of one target take turns: each run's first pending
 * scenario, then each one's second, oldest run first.
 */
export async function admitScenarios(db: Database, targetId: string): Promise<AdmittedScenario[]> {
  return db.transaction(async (tx) => {
    await lockTargetSlots(tx, targetId);
    const { rows } = await tx.execute<{ run_id: string; scenario_id: string; sample: number; user_id: string }>(sql`
      with free as (
        select coalesce((select (limits->>'concurrency')::int from ${evalTargets} where id = ${targetId}), 0)
             - (select count(*)::int from ${evalTargetSlots} where target_id = ${targetId} and expires_at >= now())
               as slots),
      candidates as (
        select s.id, s.run_id, s.scenario_id, s.sample, r.user_id, r.created_at,
               row_number() over (partition by s.run_id order by s.position) as turn
          from ${evalScenarioResults} s join ${evalRuns} r on r.id = s.run_id
         where r.target_id = ${targetId} and r.status in ('queued', 'running') and s.status = 'pending'
           and not exists (select 1 from ${evalTargetSlots} l where l.scenario_result_id = s.id)),
      chosen as (
        select * from candidates order by turn, created_at, run_id limit greatest(0, (select slots from free))),
      granted as (
        insert into ${evalTargetSlots} (holder, target_id, scenario_result_id, granted_at, expires_at)
        select 'scenario:' || id, ${targetId}, id, now(), now() + make_interval(hours => ${SCENARIO_SLOT_HOURS})
          from chosen
        on conflict do nothing
        returning scenario_result_id)
      select c.run_id, c.scenario_id, c.sample, c.user_id from chosen c join granted g on g.scenario_result_id = c.id`);
    return rows.map((row) => ({
      runId: row.run_id,
      scenarioId: row.scenario_id,
      sample: row.sample,
      userId: row.user_id,
    }));
  });
}

/** A scenario done with its target (it is being judged) gives its slot to the next one early. */
export async function releaseScenarioSlot(db: Database, scenarioResultId: number): Promise<void> {
  await db.execute(sql`delete from ${evalTargetSlots} where ${evalTargetSlots.scenarioResultId} = ${scenarioResultId}`);
}

/** The targets of the runs under way (the supervisor admits their scenarios again). */
export async function listActiveTargets(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ target_id: string }>(sql`
    select distinct target_id from ${evalRuns} where status in ('queued', 'running') and target_id is not null`);
  return rows.map((row) => row.target_id);
}

/**
 * Admitted scenarios still pending a while after their slot was given: their job's send may have
 * been lost (the process stopped between the two); sending it again stores nothing new otherwise.
 */
export async function listAdmittedPending(db: Database, olderThanSeconds: number): Promise<AdmittedScenario[]> {
  const { rows } = await db.execute<{ run_id: string; scenario_id: string; sample: number; user_id: string }>(sql`
    select s.run_id, s.scenario_id, s.sample, r.user_id
      from ${evalTargetSlots} l
      join ${evalScenarioResults} s on s.id = l.scenario_result_id
      join ${evalRuns} r on r.id = s.run_id
     where s.status = 'pending' and r.status in ('queued', 'running')
       and l.granted_at < now() - make_interval(secs => ${olderThanSeconds})`);
  return rows.map((row) => ({
    runId: row.run_id,
    scenarioId: row.scenario_id,
    sample: row.sample,
    userId: row.user_id,
  }));
}

/**
 * Scenarios that can no longer end by themselves, ended as errors with their reason, their slots
 * freed; the runs they belong to, to be recounted. A running scenario with no new turn for longer
 * than its target's timeout × (retries + 1), a minute per retry (the longest Retry-After honoured)
 * and `marginSeconds` is stuck (its process died, or a call hangs past every limit); a pending
 * scenario whose target was deleted will never be admitted.
 */
export async function endStuckScenarios(db: Database, marginSeconds: number): Promise<string[]> {
  const { rows } = await db.execute<{ run_id: string }>(sql`
    with stuck as (
      select s.id,
             (r.target_limits->>'timeoutSeconds')::int * ((r.target_limits->>'retries')::int + 1)
               + (r.target_limits->>'retries')::int * 60 + ${marginSeconds} as bound,
             greatest(s.started_at, (select max(t.created_at) from ${evalTurns} t
                                      where t.run_id = s.run_id and t.scenario_id = s.scenario_id
                                        and t.sample = s.sample)) as last_at
        from ${evalScenarioResults} s join ${evalRuns} r on r.id = s.run_id
       where r.status in ('queued', 'running') and s.status = 'running'),
    failed as (
      update ${evalScenarioResults} s
         set status = 'error', finished_at = now(),
             reason = 'The scenario made no progress for ' || stuck.bound
                      || ' s (its target''s timeout × (retries + 1) and a margin), so it was stopped.'
        from stuck
       where s.id = stuck.id and stuck.last_at < now() - make_interval(secs => stuck.bound)
      returning s.id, s.run_id),
    orphaned as (
      update ${evalScenarioResults} s
         set status = 'error', finished_at = now(), reason = 'The target was deleted before this scenario ran.'
        from ${evalRuns} r
       where r.id = s.run_id and r.status in ('queued', 'running') and r.target_id is null and s.status = 'pending'
      returning s.id, s.run_id),
    freed as (
      delete from ${evalTargetSlots}
       where scenario_result_id in (select id from failed union all select id from orphaned))
    select distinct run_id from (select run_id from failed union all select run_id from orphaned) ended`);
  return rows.map((row) => row.run_id);
}

/** Runs under way with nothing left to do (their last scenario's job stopped before ending them). */
export async function listRunsWithNothingLeft(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select r.id from ${evalRuns} r
     where r.status in ('queued', 'running')
       and not exists (select 1 from ${evalScenarioResults} s
                        where s.run_id = r.id and s.status in ('pending', 'running'))`);
  return rows.map((row) => row.id);
}

/** Slots whose lease ran out (a process died holding a Cave call's) or whose scenario ended. */
export async function freeLapsedSlots(db: Database): Promise<void> {
  await db.execute(sql`
    delete from ${evalTargetSlots} l
     where l.expires_at < now()
        or exists (select 1 from ${evalScenarioResults} s
                    where s.id = l.scenario_result_id and s.status not in ('pending', 'running'))`);
}

/** The run's progress recounted after scenarios ended outside a job, under its row's lock (as storeVerdict). */
export async function recountRun(db: Database, runId: string): Promise<RunProgress | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${evalRuns} where ${evalRuns.id} = ${runId} for update`);
    return recountProgress(tx, runId);
  });
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
          eq(scenarios.sample, param("sample")),
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
        sample: param("sample"),
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
        toolCalls: param("toolCalls"),
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

export type HumanVerdictRow = typeof evalHumanVerdicts.$inferSelect;

/**
 * The people's verdicts a run's page shows, in one statement (the page is read on every progress
 * event): those on this run's scenarios, and for each scenario the latest given on an earlier run of
 * the owner's of the same script version (shown beside the judge's: decision 0058).
 */
export async function listHumanVerdictsFor(
  db: Database,
  run: Pick<EvalRunRow, "id" | "userId" | "scriptReportId" | "scriptVersion" | "number" | "projectId">,
): Promise<{ own: HumanVerdictRow[]; earlier: (HumanVerdictRow & { runNumber: number })[] }> {
  const { rows } = await db.execute<{
    own: boolean;
    scenario_id: string;
    verdict: HumanVerdictRow["verdict"];
    note: string;
    judge_verdict: HumanVerdictRow["judgeVerdict"];
    created_at: Date | string;
    updated_at: Date | string;
    run_number: number;
  }>(sql`
    select true as own, h.scenario_id, h.verdict, h.note, h.judge_verdict, h.created_at, h.updated_at,
           ${run.number}::int as run_number
      from ${evalHumanVerdicts} h where h.run_id = ${run.id}
    union all
    select * from (
      select distinct on (h.scenario_id) false as own, h.scenario_id, h.verdict, h.note, h.judge_verdict,
             h.created_at, h.updated_at, r.number as run_number
        from ${evalHumanVerdicts} h join ${evalRuns} r on r.id = h.run_id
       where h.user_id = ${run.userId} and h.project_id = ${run.projectId}
         and h.script_report_id = ${run.scriptReportId} and h.script_version = ${run.scriptVersion}
         and r.number < ${run.number}
       order by h.scenario_id, r.number desc) earlier`);
  const toRow = (row: (typeof rows)[number]) => ({
    id: 0,
    runId: row.own ? run.id : "",
    userId: run.userId,
    projectId: run.projectId,
    scriptReportId: run.scriptReportId,
    scriptVersion: run.scriptVersion,
    scenarioId: row.scenario_id,
    verdict: row.verdict,
    note: row.note,
    judgeVerdict: row.judge_verdict,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    runNumber: row.run_number,
  });
  return { own: rows.filter((row) => row.own).map(toRow), earlier: rows.filter((row) => !row.own).map(toRow) };
}

/** A person's verdict on a run's scenario, set or replaced. */
export async function upsertHumanVerdict(
  db: Database,
  verdict: Omit<typeof evalHumanVerdicts.$inferInsert, "id" | "createdAt" | "updatedAt">,
): Promise<HumanVerdictRow> {
  const [row] = await db
    .insert(evalHumanVerdicts)
    .values(verdict)
    .onConflictDoUpdate({
      target: [evalHumanVerdicts.runId, evalHumanVerdicts.scenarioId],
      set: { verdict: verdict.verdict, note: verdict.note, judgeVerdict: verdict.judgeVerdict, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error("could not store the verdict");
  return row;
}

export async function deleteHumanVerdict(db: Database, runId: string, scenarioId: string): Promise<void> {
  await db
    .delete(evalHumanVerdicts)
    .where(and(eq(evalHumanVerdicts.runId, runId), eq(evalHumanVerdicts.scenarioId, scenarioId)));
}

/** The run's scenario-level figures, stored for its list entry (when it ends, when a person's verdict changes them). */
export async function setRunFigures(db: Database, runId: string, figures: RunFigures): Promise<void> {
  await db.update(evalRuns).set({ figures }).where(eq(evalRuns.id, runId));
}
