import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evalRuns, reports } from "../../../db/schema";
import { createAdmin, createMember, type Client } from "../../../testing/accounts";
import { startMockLlm, type MockLlm } from "../../../testing/mock-llm/index";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { createMockTarget, createProject, evalScript, importScript, startRun, waitForRun } from "../eval-fixture";
import { runScenarioJob, type ScenarioJob } from "./run-jobs";

describe("a run whose process stopped between its end and its report", () => {
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
});
