import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createMember, type Client } from "../../../testing/accounts";
import {
  createMockTarget,
  createProject,
  evalScript,
  importScript,
  runResults,
  startRun,
} from "../../../testing/eval-fixture";
import { startCountingTarget } from "../../../testing/silent-target";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { superviseRuns } from "./run-supervisor";

/**
 * Issue 32: runs never stay "running" with nothing left to do. No workers run here, so the test
 * plays the process that died: it claims scenarios itself and leaves them.
 */
describe("the supervisor of the runs under way", () => {
  let t: TestApp;
  let ada: Client;
  let target: Awaited<ReturnType<typeof startCountingTarget>>;

  beforeAll(async () => {
    target = await startCountingTarget();
    t = await createTestApp({ WORKERS: "false" });
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
  });
  afterAll(async () => {
    await t.close();
    await target.stop();
  });

  it("ends a scenario stuck past its target's timeout × (retries + 1) and a margin as an error with its reason, and the run", async () => {
    const projectId = await createProject(ada, "Stuck");
    const scriptReportId = await importScript(ada, projectId, evalScript({ adaptive: false }));
    const targetId = await createMockTarget(ada, projectId, target, {
      concurrency: 2,
      timeoutSeconds: 5,
      retries: 1,
    });
    const run = await startRun(ada, projectId, { scriptReportId, targetId });
    // Two scenarios were admitted (the target's concurrency), their jobs queued.
    const { rows: slots } = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from eval_target_slots where target_id = ${targetId}`,
    );
    expect(slots[0]?.n).toBe(2);

    // A process claimed "asks-nicely" 150 s ago and died; the other four ended.
    await t.ctx.db.execute(sql`update eval_runs set status = 'running', started_at = now() where id = ${run.id}`);
    await t.ctx.db.execute(sql`
      update eval_scenario_results
         set status = case when scenario_id = 'asks-nicely' then 'running' else 'passed' end,
             job_id = 'dead', started_at = now() - interval '150 seconds'
       where run_id = ${run.id}`);

    // 5 s × 2 + a minute for its retry + 100 s of margin = 170 s: not yet stuck.
    await superviseRuns(t.ctx, { marginSeconds: 100 });
    expect((await runResults(ada, projectId, run.id)).run.status).toBe("running");

    // With 60 s of margin the bound is 130 s, and it has had no turn for 150 s.
    await superviseRuns(t.ctx, { marginSeconds: 60 });
    const results = await runResults(ada, projectId, run.id);
    expect(results.run.status).toBe("completed");
    expect(results.run.progress).toMatchObject({ done: 5, passed: 4, errored: 1 });
    expect(results.scenarios.find((scenario) => scenario.scenarioId === "asks-nicely")?.reason).toBe(
      "The scenario made no progress for 130 s (its target's timeout × (retries + 1) and a margin), so it was stopped.",
    );
    expect(results.run.reportId).not.toBeNull();
    const { rows: left } = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from eval_target_slots where target_id = ${targetId}`,
    );
    expect(left[0]?.n).toBe(0);
  });

  it("ends a run whose last scenario ended without ending it, and admits the scenarios of a run whose jobs were lost", async () => {
    const projectId = await createProject(ada, "Left");
    const scriptReportId = await importScript(ada, projectId, evalScript({ adaptive: false }));
    const targetId = await createMockTarget(ada, projectId, target, { concurrency: 2 });
    const ended = await startRun(ada, projectId, { scriptReportId, targetId });
    await t.ctx.db.execute(sql`update eval_runs set status = 'running' where id = ${ended.id}`);
    await t.ctx.db.execute(sql`update eval_scenario_results set status = 'passed' where run_id = ${ended.id}`);
    const waiting = await startRun(ada, projectId, { scriptReportId, targetId });
    // The slots' holders ended (as if their verdicts' slot release were lost): freed and given on.
    await superviseRuns(t.ctx);
    expect((await runResults(ada, projectId, ended.id)).run.status).toBe("completed");
    const { rows } = await t.ctx.db.execute<{ run_id: string }>(sql`
      select s.run_id from eval_target_slots l join eval_scenario_results s on s.id = l.scenario_result_id
       where l.target_id = ${targetId}`);
    expect(rows.map((row) => row.run_id)).toEqual([waiting.id, waiting.id]);
  });
});
