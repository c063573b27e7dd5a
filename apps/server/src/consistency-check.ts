import type pg from "pg";
import { CAVE_STEP_QUEUE } from "./agents/cave-of-shadows/cave-step";
import { EVAL_SCENARIO_QUEUE } from "./agents/eval/runs/run-jobs";
import { JOB_SCHEMA } from "./lib/jobs";

/** One thing the database holds that cannot be true of work that ran correctly. */
export interface Inconsistency {
  rule: string;
  /** What it concerns, e.g. `run 1f2e… scenario refund-direct`. */
  subject: string;
  detail: string;
}

interface Rule {
  name: string;
  /** Rows of `subject` and `detail`, given the relation of every job. */
  sql: (allJobs: string) => string;
}

/** Jobs in pg-boss's table and its archive (completed jobs move there after a while). */
const ALL_JOBS = `(select id, name, data, state::text from ${JOB_SCHEMA}.job
                  union all select id, name, data, state::text from ${JOB_SCHEMA}.archive)`;
/** A database pg-boss never started on (the CLI's own migrate) has no job tables: no jobs. */
const NO_JOBS = `(select null::uuid as id, null::text as name, null::jsonb as data, null::text as state where false)`;
const LIVE = `('created', 'retry', 'active')`;

/**
 * The invariants of the job-driven work (issue 29). Each would have caught a failure the embedded
 * database's shared session produced: a scenario 'passed' with no stored turn, a scenario left
 * pending while its job had completed, a run 'running' for good with nothing left to run it.
 * They hold when no work is in flight: between two statements of a job a run can briefly look
 * like one of these (its last verdict stored, its end not yet), so run it on a quiet database.
 */
const RULES: Rule[] = [
  {
    name: "finished scenario without its turns",
    sql: () => `select 'run ' || s.run_id || ' scenario ' || s.scenario_id as subject,
                 s.status || ' after ' || s.turn_count || ' turn(s), ' || count(t.id) || ' stored' as detail
            from eval_scenario_results s
            left join eval_turns t on t.run_id = s.run_id and t.scenario_id = s.scenario_id
           where s.status in ('passed', 'failed', 'error')
           group by s.id
          having (s.status <> 'error' and s.turn_count = 0) or count(t.id) < s.turn_count`,
  },
  {
    name: "run counters differ from a recount",
    sql: () => `select 'run ' || r.id as subject,
                 format('done/passed/failed/errored %s/%s/%s/%s, recount %s/%s/%s/%s',
                        r.done, r.passed, r.failed, r.errored, c.done, c.passed, c.failed, c.errored) as detail
            from eval_runs r
            join lateral (
              select count(*) filter (where status in ('passed', 'failed', 'error'))::int as done,
                     count(*) filter (where status = 'passed')::int as passed,
                     count(*) filter (where status = 'failed')::int as failed,
                     count(*) filter (where status = 'error')::int as errored
                from eval_scenario_results where run_id = r.id) c on true
           where (r.done, r.passed, r.failed, r.errored) <> (c.done, c.passed, c.failed, c.errored)`,
  },
  {
    name: "scenario unfinished but its job ended",
    sql: (allJobs) => `select 'run ' || s.run_id || ' scenario ' || s.scenario_id as subject,
                 'scenario ' || s.status || ', job ' || string_agg(distinct j.state, '/') as detail
            from eval_scenario_results s
            join eval_runs r on r.id = s.run_id and r.status in ('queued', 'running')
            join ${allJobs} j on j.name = '${EVAL_SCENARIO_QUEUE}'
                 and j.data->>'runId' = s.run_id::text and j.data->>'scenarioId' = s.scenario_id
           where s.status in ('pending', 'running')
           group by s.id
          having bool_and(j.state not in ${LIVE})`,
  },
  {
    name: "run unfinished with nothing queued",
    sql: (allJobs) => `select 'run ' || r.id as subject,
                 r.status || ' with ' || (select count(*) from eval_scenario_results s
                                           where s.run_id = r.id and s.status in ('pending', 'running'))
                   || ' unfinished scenario(s) and no live job' as detail
            from eval_runs r
           where r.status in ('queued', 'running')
             and not exists (select 1 from ${allJobs} j
                              where j.name = '${EVAL_SCENARIO_QUEUE}' and j.data->>'runId' = r.id::text
                                and j.state in ${LIVE})`,
  },
  {
    name: "run ended with unfinished scenarios",
    sql: () => `select 'run ' || r.id as subject,
                 r.status || ' with ' || count(s.id) || ' scenario(s) pending or running' as detail
            from eval_runs r join eval_scenario_results s on s.run_id = r.id
           where r.status = 'completed' and s.status in ('pending', 'running')
           group by r.id`,
  },
  {
    name: "Cave dialogue running with nothing queued",
    sql: (allJobs) => `select 'dialogue ' || d.id as subject, 'running, no live exchange job' as detail
            from cave_dialogues d
           where d.status = 'running'
             and not exists (select 1 from ${allJobs} j
                              where j.name = '${CAVE_STEP_QUEUE}' and j.data->>'dialogueId' = d.id::text
                                and j.state in ${LIVE})`,
  },
];

export async function findInconsistencies(pool: Pick<pg.Pool, "query">): Promise<Inconsistency[]> {
  const found: Inconsistency[] = [];
  const { rows: tables } = await pool.query<{ jobs: boolean }>(
    `select to_regclass('${JOB_SCHEMA}.archive') is not null as jobs`,
  );
  const allJobs = tables[0]?.jobs ? ALL_JOBS : NO_JOBS;
  for (const rule of RULES) {
    const { rows } = await pool.query<{ subject: string; detail: string }>(rule.sql(allJobs));
    for (const row of rows) found.push({ rule: rule.name, subject: row.subject, detail: row.detail });
  }
  return found;
}

/** What `npm run cli -- check` prints. */
export function describeInconsistencies(found: Inconsistency[]): string {
  if (found.length === 0) return `Consistent: ${RULES.length} invariants checked, none broken.`;
  const lines = found.map((item) => `- ${item.rule}: ${item.subject}: ${item.detail}`);
  return [`${found.length} inconsistenc${found.length === 1 ? "y" : "ies"} found:`, ...lines].join("\n");
}
