import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createMember, type Client } from "../../../testing/accounts";
import {
  createMockTarget,
  createProject,
  importScript,
  oneTurnScript,
  startRun,
  waitForRun,
} from "../../../testing/eval-fixture";
import { startCountingTarget } from "../../../testing/silent-target";
import { countStatements } from "../../../testing/statement-counter";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { evalRuns, evalScenarioResults } from "../../../db/schema/index";
import { storeVerdict } from "./runs.queries";

/** Issue 34: a run is bound by its target's concurrency, not by the worker pool or the database. */
describe("evaluation at scale", () => {
  let t: TestApp;
  let ada: Client;
  let target: Awaited<ReturnType<typeof startCountingTarget>>;

  beforeAll(async () => {
    // Each call is held long enough for the worker to fill 150 slots on a busy machine: at 600 ms
    // a run beside another test process peaked at 97.
    target = await startCountingTarget({ delayMs: 1_500 });
    t = await createTestApp();
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
  });
  afterAll(async () => {
    await t.close();
    await target.stop();
  });

  it(
    "keeps a target's concurrency of 150 in flight, above the former cap of 100, and stores each turn once",
    { timeout: 120_000 },
    async () => {
      const project = await createProject(ada, "Wide");
      const script = await importScript(ada, project, oneTurnScript(300, "Throughput"));
      const targetId = await createMockTarget(ada, project, target, { concurrency: 150 });
      const run = await startRun(ada, project, { scriptReportId: script, targetId });
      const results = await waitForRun(ada, project, run.id, "completed", 90_000);

      expect(target.peak).toBeGreaterThan(100);
      expect(target.peak).toBeLessThanOrEqual(150);
      expect(target.received).toBe(300);
      expect(results.run.progress).toMatchObject({ done: 300, total: 300, passed: 300 });
      const { rows } = await t.ctx.db.execute<{ turns: number; distinct_turns: number }>(sql`
        select count(*)::int as turns, count(distinct (scenario_id, sample, index))::int as distinct_turns
          from eval_turns where run_id = ${run.id}`);
      expect(rows[0]).toEqual({ turns: 300, distinct_turns: 300 });
    },
  );

  it(
    "keeps the run's counters equal to a full recount, with a few statements per scenario",
    { timeout: 120_000 },
    async () => {
      const project = await createProject(ada, "Counted");
      // Every third reply is judged a failure (the check finds an e-mail address): passed and failed both count.
      const script = oneTurnScript(120, "Throughput");
      for (const [index, scenario] of script.scenarios.entries()) {
        if (index % 3 === 0) scenario.checks = [{ type: "contains", value: "e-mail" }];
      }
      const scriptId = await importScript(ada, project, script);
      const targetId = await createMockTarget(ada, project, target, { concurrency: 40 });
      const adaId = ((await (await ada.request("/api/me")).json()) as { id: string }).id;
      // Waited for by its event, not by polling its page, so that only the run's own statements count.
      const completed = new Promise<void>((resolve) => {
        const stop = t.ctx.events.subscribe(adaId, (event) => {
          if (event.type === "eval-run.changed" && event.status === "completed") {
            stop();
            resolve();
          }
        });
      });
      const counter = countStatements();
      const run = await startRun(ada, project, { scriptReportId: scriptId, targetId });
      await completed;
      const statements = counter.stop();

      const { rows } = await t.ctx.db.execute<Record<string, number>>(sql`
        select r.done, r.passed, r.failed, r.errored,
               (select count(*)::int from eval_scenario_results s where s.run_id = r.id and s.status in ('passed', 'failed', 'error')) as done_recounted,
               (select count(*)::int from eval_scenario_results s where s.run_id = r.id and s.status = 'passed') as passed_recounted,
               (select count(*)::int from eval_scenario_results s where s.run_id = r.id and s.status = 'failed') as failed_recounted,
               (select count(*)::int from eval_scenario_results s where s.run_id = r.id and s.status = 'error') as errored_recounted
          from eval_runs r where r.id = ${run.id}`);
      const counted = rows[0];
      expect(counted).toMatchObject({ done: 120, passed: 80, failed: 40, errored: 0 });
      expect(counted).toMatchObject({
        done: counted?.done_recounted,
        passed: counted?.passed_recounted,
        failed: counted?.failed_recounted,
        errored: counted?.errored_recounted,
      });
      // Every statement of the process from the start request to the completion event.
      // 11 a scenario with a transaction and a recount per verdict; about 5 with the verdict one statement.
      expect(statements / 120).toBeLessThan(7);
    },
  );

  it("stores the verdicts of one run that arrive together in one statement, each answered for itself", async () => {
    const project = await createProject(ada, "Batched");
    const scriptId = await importScript(ada, project, oneTurnScript(20, "Throughput"));
    const targetId = await createMockTarget(ada, project, target, { concurrency: 20 });
    const run = await startRun(ada, project, { scriptReportId: scriptId, targetId });
    await waitForRun(ada, project, run.id, "completed", 60_000);
    // The ended run made to run again: every scenario claimed by a job, no verdict counted.
    const scenarios = await t.ctx.db
      .update(evalScenarioResults)
      .set({ status: "running", jobId: sql`'job-' || ${evalScenarioResults.id}` })
      .where(eq(evalScenarioResults.runId, run.id))
      .returning();
    await t.ctx.db
      .update(evalRuns)
      .set({ status: "running", done: 0, passed: 0, failed: 0, errored: 0 })
      .where(eq(evalRuns.id, run.id));
    const verdict = (status: "passed" | "failed") => ({
      status,
      scores: [],
      checks: [],
      reason: null,
      turnCount: 1,
      latencyMs: null,
      costUsd: null,
    });

    const counter = countStatements();
    const outcomes = await Promise.all(
      scenarios.map((scenario, index) =>
        storeVerdict(
          t.ctx.db,
          // The first scenario's claim was lost (another job's id): its verdict is not stored.
          { id: scenario.id, runId: run.id, jobId: index === 0 ? "someone-else" : `job-${scenario.id}` },
          verdict(index % 2 === 0 ? "passed" : "failed"),
        ),
      ),
    );
    const statements = counter.stop();

    // The first verdict went alone; the 19 that arrived while it was stored went together (20
    // statements one by one; the margin is the process's own polling, which may fall in the window).
    expect(statements).toBeLessThanOrEqual(4);
    expect(outcomes[0]).toBeUndefined();
    expect(outcomes.slice(1).every((outcome) => outcome?.id === run.id)).toBe(true);
    expect(outcomes.at(-1)).toMatchObject({ status: "running", unfinished: 1 });
    const [counted] = await t.ctx.db.select().from(evalRuns).where(eq(evalRuns.id, run.id));
    expect(counted).toMatchObject({ done: 19, passed: 9, failed: 10, errored: 0 });
  });
});
