import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evalRuns, evalScenarioResults, evalTurns, reports } from "../../../db/schema";
import { createAdmin, createMember, type Client } from "../../../testing/accounts";
import { startMockLlm, type MockLlm } from "../../../testing/mock-llm/index";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import {
  createMockTarget,
  createProject,
  evalScript,
  importScript,
  startRun,
  waitForRun,
} from "../../../testing/eval-fixture";
import { runScenarioJob, type ScenarioJob } from "./run-jobs";
import { storeVerdict } from "./runs.queries";

describe("a run whose process stopped between two steps of its end", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;

  beforeAll(async () => {
    mock = await startMockLlm();
    t = await createTestApp({ LOG_LEVEL: "silent" });
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  it("gets its report from the retried job that finds its scenario done, once", async () => {
    const projectId = await createProject(ada, "Recovery");
    const scriptId = await importScript(ada, projectId, evalScript({ adaptive: false }));
    const targetId = await createMockTarget(ada, projectId, mock);
    const started = await startRun(ada, projectId, { scriptReportId: scriptId, targetId });
    const done = await waitForRun(ada, projectId, started.id);
    expect(done.run.reportId).not.toBeNull();

    // The state a crash right after finishRun leaves: the run completed, no report.
    await t.ctx.db.delete(reports).where(eq(reports.id, done.run.reportId ?? 0));
    await t.ctx.db.update(evalRuns).set({ reportId: null }).where(eq(evalRuns.id, started.id));
    const scenarioId = done.scenarios[0]?.scenarioId ?? "";
    const [row] = await t.ctx.db.select().from(evalRuns).where(eq(evalRuns.id, started.id));
    const userId = row?.userId ?? "";
    const job = (retryCount: number) =>
      ({
        id: "retried",
        retryCount,
        data: { runId: started.id, scenarioId, userId },
      }) as unknown as PgBoss.JobWithMetadata<ScenarioJob>;

    // A first attempt of a duplicate job leaves things as they are; the retry writes the report.
    await runScenarioJob(t.ctx, job(0));
    const [untouched] = await t.ctx.db.select().from(evalRuns).where(eq(evalRuns.id, started.id));
    expect(untouched?.reportId).toBeNull();
    await runScenarioJob(t.ctx, job(1));
    await runScenarioJob(t.ctx, job(2));

    const [recovered] = await t.ctx.db.select().from(evalRuns).where(eq(evalRuns.id, started.id));
    expect(recovered?.reportId).not.toBeNull();
    const runReports = await t.ctx.db.select().from(reports).where(eq(reports.projectId, projectId));
    expect(runReports.filter((report) => report.agent === "eval")).toHaveLength(1);
    expect(runReports.find((report) => report.id === recovered?.reportId)?.markdown).toContain("Pass rate");
  });

  const retriedJob = (runId: string, scenarioId: string, userId: string, retryCount: number) =>
    ({
      id: "retried",
      retryCount,
      data: { runId, scenarioId, userId },
    }) as unknown as PgBoss.JobWithMetadata<ScenarioJob>;

  it("is ended by the retried job when its last verdict was stored but the run not ended", async () => {
    const projectId = await createProject(ada, "Recovery of the end");
    const scriptId = await importScript(ada, projectId, evalScript({ adaptive: false }));
    const targetId = await createMockTarget(ada, projectId, mock);
    const started = await startRun(ada, projectId, { scriptReportId: scriptId, targetId });
    const done = await waitForRun(ada, projectId, started.id);

    // The state a crash right after the last verdict leaves: every scenario done, the run running.
    await t.ctx.db.delete(reports).where(eq(reports.id, done.run.reportId ?? 0));
    await t.ctx.db
      .update(evalRuns)
      .set({ status: "running", reportId: null, finishedAt: null })
      .where(eq(evalRuns.id, started.id));
    const [row] = await t.ctx.db.select().from(evalRuns).where(eq(evalRuns.id, started.id));
    await runScenarioJob(t.ctx, retriedJob(started.id, done.scenarios[0]?.scenarioId ?? "", row?.userId ?? "", 1));

    const ended = await waitForRun(ada, projectId, started.id);
    expect(ended.run.status).toBe("completed");
    expect(ended.run.reportId).not.toBeNull();
  });

  it("refuses a verdict whose turns are not all stored, and leaves the scenario to its retry", async () => {
    const projectId = await createProject(ada, "Missing turns");
    const scriptId = await importScript(ada, projectId, evalScript({ adaptive: false }));
    const targetId = await createMockTarget(ada, projectId, mock);
    const started = await startRun(ada, projectId, { scriptReportId: scriptId, targetId });
    const done = await waitForRun(ada, projectId, started.id);
    const scenarioId = done.scenarios[0]?.scenarioId ?? "";
    const [scenario] = await t.ctx.db
      .update(evalScenarioResults)
      .set({ status: "running", jobId: "job-1" })
      .where(and(eq(evalScenarioResults.runId, started.id), eq(evalScenarioResults.scenarioId, scenarioId)))
      .returning();
    await t.ctx.db.delete(evalTurns).where(and(eq(evalTurns.runId, started.id), eq(evalTurns.scenarioId, scenarioId)));

    const verdict = {
      status: "passed" as const,
      scores: [],
      checks: [],
      reason: null,
      turnCount: 1,
      latencyMs: null,
      costUsd: null,
    };
    await expect(
      storeVerdict(t.ctx.db, { id: scenario?.id ?? 0, runId: started.id, jobId: "job-1" }, verdict),
    ).rejects.toThrow(/0 of its 1 turns are stored/);
    const [after] = await t.ctx.db
      .select()
      .from(evalScenarioResults)
      .where(eq(evalScenarioResults.id, scenario?.id ?? 0));
    expect(after?.status).toBe("running");
  });
});
