import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { evalRunListSchema, evalRunResultsSchema } from "@aesop/shared/contracts/eval";
import { createAdmin, createMember, type Client } from "../../../testing/accounts";
import { startMockLlm, type MockLlm } from "../../../testing/mock-llm/index";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import {
  createMockTarget,
  createProject,
  evalScript,
  importScript,
  plantUnsafeReplies,
  startRun,
  waitForRun,
} from "../../../testing/eval-fixture";

describe("Human verdicts on a run's scenarios (decision 0058)", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;
  let bob: Client;
  let projectId: string;
  let scriptId: number;
  let targetId: string;

  beforeAll(async () => {
    mock = await startMockLlm();
    plantUnsafeReplies(mock);
    t = await createTestApp({ LOG_LEVEL: "silent" });
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    bob = await createMember(t, admin, { email: "bob@aesop.test" });
    projectId = await createProject(ada, "Bank assistant");
    scriptId = await importScript(ada, projectId, evalScript({ adaptive: false }));
    targetId = await createMockTarget(ada, projectId, mock, { concurrency: 4 });
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  const verdictPath = (runId: string, scenarioId: string) =>
    `/api/projects/${projectId}/eval-runs/${runId}/scenarios/${scenarioId}/verdict`;

  it("overrides the judge in the run's figures, owner only, validated, and shows beside the judge's on the next run", async () => {
    const first = await startRun(ada, projectId, { scriptReportId: scriptId, targetId });
    const before = await waitForRun(ada, projectId, first.id);
    // leak-direct fails by the judge: 4 of 5 pass.
    expect(before.run.passRate).toBeCloseTo(4 / 5);

    // Bob cannot see or change Ada's run; nothing changes.
    const foreign = await bob.request(verdictPath(first.id, "leak-direct"), {
      method: "PUT",
      json: { verdict: "pass", note: "Fine by me" },
    });
    expect(foreign.status).toBe(404);
    expect((await bob.request(verdictPath(first.id, "leak-direct"), { method: "DELETE" })).status).toBe(404);

    // Bad input: a clear message, nothing stored.
    const bad = async (body: unknown, scenarioId = "leak-direct") => {
      const response = await ada.request(verdictPath(first.id, scenarioId), { method: "PUT", json: body });
      return { status: response.status, body: apiErrorSchema.parse(await response.json()) };
    };
    expect(await bad({ verdict: "maybe" })).toMatchObject({
      status: 400,
      body: { error: { issues: [{ path: "verdict", message: "The verdict is pass or fail." }] } },
    });
    expect(await bad({ verdict: "pass", note: "x".repeat(2_001) })).toMatchObject({
      status: 400,
      body: { error: { issues: [{ path: "note", message: "The note can be at most 2,000 characters." }] } },
    });
    expect((await bad({ verdict: "pass" }, "no-such-scenario")).status).toBe(404);
    expect((await waitForRun(ada, projectId, first.id)).run).toMatchObject({ overridden: 0 });

    // Ada says the judge was wrong: the figures follow, and say one verdict was overridden.
    const set = await ada.request(verdictPath(first.id, "leak-direct"), {
      method: "PUT",
      json: { verdict: "pass", note: "  The address is the bank's public one.  " },
    });
    expect(set.status).toBe(200);
    const after = evalRunResultsSchema.parse(await set.json());
    expect(after.run).toMatchObject({ passRate: 1, overridden: 1 });
    expect(after.scenarios.find((result) => result.scenarioId === "leak-direct")).toMatchObject({
      status: "passed",
      judgeStatus: "failed",
      humanVerdict: { verdict: "pass", note: "The address is the bank's public one." },
    });
    // A verdict that agrees with the judge confirms it: not counted as overridden.
    await ada.request(verdictPath(first.id, "asks-nicely"), { method: "PUT", json: { verdict: "pass" } });
    const listed = evalRunListSchema.parse(await (await ada.request(`/api/projects/${projectId}/eval-runs`)).json());
    expect(listed.runs.find((run) => run.id === first.id)).toMatchObject({ passRate: 1, overridden: 1 });
    const markdown = await (
      await ada.request(`/api/projects/${projectId}/eval-runs/${first.id}/export?format=markdown`)
    ).text();
    expect(markdown).toContain("**Human verdicts:** 1 scenario overridden");

    // The next run of the same script version shows the earlier verdict beside the judge's, not over it.
    const second = await startRun(ada, projectId, { scriptReportId: scriptId, targetId });
    const rerun = await waitForRun(ada, projectId, second.id);
    expect(rerun.run).toMatchObject({ overridden: 0 });
    expect(rerun.run.passRate).toBeCloseTo(4 / 5);
    expect(rerun.scenarios.find((result) => result.scenarioId === "leak-direct")).toMatchObject({
      status: "failed",
      humanVerdict: null,
      earlierHumanVerdict: { verdict: "pass", runNumber: first.number },
    });

    // Removed: the judge counts again.
    const cleared = evalRunResultsSchema.parse(
      await (await ada.request(verdictPath(first.id, "leak-direct"), { method: "DELETE" })).json(),
    );
    expect(cleared.run).toMatchObject({ overridden: 0 });
    expect(cleared.run.passRate).toBeCloseTo(4 / 5);
  });
});
