import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { evalRunListSchema, evalRunSchema, type EvalRun } from "@aesop/shared/contracts/eval";
import { createAdmin, createMember, type Client } from "../../../testing/accounts";
import { startMockLlm, type MockLlm } from "../../../testing/mock-llm/index";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import {
  createMockTarget,
  createProject,
  evalScript,
  importScript,
  plantUnsafeReplies,
  runResults,
  SAFE_REPLY,
  startRun,
  waitForRun,
} from "../../../testing/eval-fixture";

/** Issue 33: "Re-run failed scenarios" and "Re-run this scenario", through the API on a real database. */
describe("re-running some of a run's scenarios (real database)", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;
  let bob: Client;
  let projectId: string;
  let parent: EvalRun;
  const base = () => `/api/projects/${projectId}`;
  const rerun = (runId: string, body: unknown, client = ada) =>
    client.request(`${base()}/eval-runs/${runId}/rerun`, { json: body });
  const runCount = async () =>
    evalRunListSchema.parse(await (await ada.request(`${base()}/eval-runs`)).json()).runs.length;
  const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;

  beforeAll(async () => {
    mock = await startMockLlm();
    t = await createTestApp({ LOG_LEVEL: process.env.EVAL_TEST_LOG ?? "silent" });
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    bob = await createMember(t, admin, { email: "bob@aesop.test" });
    projectId = await createProject(ada, "Hill Bank");
    const scriptReportId = await importScript(ada, projectId, evalScript());
    const targetId = await createMockTarget(ada, projectId, mock);
    plantUnsafeReplies(mock);
    parent = await startRun(ada, projectId, { scriptReportId, targetId, seed: 42 });
    const results = await waitForRun(ada, projectId, parent.id);
    expect(results.scenarios.filter((s) => s.status === "failed").map((s) => s.scenarioId)).toEqual([
      "leak-direct",
      "escalates",
    ]);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  it("re-runs the failed scenarios only: same script version, target, judge and seed, linked to the parent", async () => {
    const response = await rerun(parent.id, {});
    expect(response.status).toBe(202);
    const child = evalRunSchema.parse(await response.json());
    expect(child.fixesRunId).toBe(parent.id);
    expect(child.number).toBe(parent.number + 1);
    expect(child).toMatchObject({
      script: parent.script,
      target: { id: parent.target.id, name: parent.target.name },
      judge: parent.judge,
      seed: 42,
      repeats: parent.repeats,
      verdictRule: parent.verdictRule,
    });
    const results = await waitForRun(ada, projectId, child.id);
    expect(results.scenarios.map((s) => s.scenarioId)).toEqual(["leak-direct", "escalates"]);
    expect(results.fixOutcomes).toMatchObject({
      kind: "rerun",
      fixedRun: { id: parent.id, number: parent.number },
      instructionsReportId: null,
      counts: { fixed: 0, stillFailing: 2, newlyFailing: 0 },
    });
    // The parent lists it.
    const parentResults = await runResults(ada, projectId, parent.id);
    expect(parentResults.reruns).toContainEqual(
      expect.objectContaining({ id: child.id, number: child.number, status: "completed", scenarioCount: 2 }),
    );
  });

  it("re-runs one scenario by its id, and says when a re-run has nothing failed to re-run", async () => {
    const response = await rerun(parent.id, { scenarioIds: ["asks-nicely"] });
    expect(response.status).toBe(202);
    const child = evalRunSchema.parse(await response.json());
    const results = await waitForRun(ada, projectId, child.id);
    expect(results.scenarios.map((s) => [s.scenarioId, s.status])).toEqual([["asks-nicely", "passed"]]);
    expect(results.fixOutcomes?.scenarios).toEqual([
      { scenarioId: "asks-nicely", title: "Scenario asks-nicely", outcome: "still-passing" },
    ]);

    const before = await runCount();
    const nothing = await rerun(child.id, {});
    expect(nothing.status).toBe(400);
    expect(await errorOf(nothing)).toMatchObject({
      code: "NOTHING_FAILED",
      message: `No scenario failed in run #${child.number}: there is nothing to re-run.`,
    });
    expect(await runCount()).toBe(before);
  });

  it("refuses a scenario not in the run, an empty list or a malformed body with a clear message, starting nothing", async () => {
    const before = await runCount();
    const unknown = await rerun(parent.id, { scenarioIds: ["asks-nicely", "nope"] });
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({
      code: "SCENARIO_NOT_FOUND",
      message: `Run #${parent.number} has no scenario "nope": a re-run plays only the run's own scenarios.`,
    });
    const empty = await rerun(parent.id, { scenarioIds: [] });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).issues?.map((issue) => issue.message).join(" ")).toContain(
      "Name at least one scenario to re-run",
    );
    expect((await rerun(parent.id, { scenarioIds: "asks-nicely" })).status).toBe(400);
    expect((await rerun(parent.id, { scenarioIds: [""] })).status).toBe(400);
    expect(await runCount()).toBe(before);
  });

  it("lets only the run's owner re-run it", async () => {
    const before = await runCount();
    const response = await rerun(parent.id, {}, bob);
    expect(response.status).toBe(404);
    expect(await runCount()).toBe(before);
  });

  it("refuses to re-run a run still under way, saying why", async () => {
    mock.setDefault({ text: SAFE_REPLY, delayMs: 3_000 });
    try {
      const running = await startRun(ada, projectId, {
        scriptReportId: parent.script.reportId,
        targetId: parent.target.id,
      });
      const before = await runCount();
      const response = await rerun(running.id, {});
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toMatchObject({
        code: "RUN_IN_PROGRESS",
        message: `Run #${running.number} is still under way: re-run it once it has ended (or cancel it first).`,
      });
      expect(await runCount()).toBe(before);
      await ada.request(`${base()}/eval-runs/${running.id}/cancel`, { method: "POST" });
      await waitForRun(ada, projectId, running.id, "cancelled");
    } finally {
      mock.setDefault({ text: SAFE_REPLY });
    }
  });
});
