import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeAgreementSchema } from "@aesop/shared/contracts/eval";
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

describe("The judge's agreement with the builder's verdicts (issue 35 part 4)", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;
  let bob: Client;
  let projectId: string;
  let runId: string;

  beforeAll(async () => {
    mock = await startMockLlm();
    plantUnsafeReplies(mock);
    t = await createTestApp({ LOG_LEVEL: "silent" });
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    bob = await createMember(t, admin, { email: "bob@aesop.test" });
    projectId = await createProject(ada, "Bank assistant");
    const scriptId = await importScript(ada, projectId, evalScript({ adaptive: false }));
    const targetId = await createMockTarget(ada, projectId, mock, { concurrency: 4 });
    runId = (await startRun(ada, projectId, { scriptReportId: scriptId, targetId })).id;
    await waitForRun(ada, projectId, runId);
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  const agreementPath = () => `/api/projects/${projectId}/judge-agreement`;
  const agreement = async (client: Client = ada) => {
    const response = await client.request(agreementPath());
    expect(response.status).toBe(200);
    return judgeAgreementSchema.parse(await response.json());
  };
  const setVerdict = async (scenarioId: string, verdict: "pass" | "fail", note = "") => {
    const response = await ada.request(
      `/api/projects/${projectId}/eval-runs/${runId}/scenarios/${scenarioId}/verdict`,
      {
        method: "PUT",
        json: { verdict, note },
      },
    );
    expect(response.status).toBe(200);
  };

  it("is empty, and says n is too small, before any verdict", async () => {
    const empty = await agreement();
    expect(empty.overall).toMatchObject({ n: 0, agreement: null, kappa: null, tooFew: true, disagreements: [] });
    expect(empty.byCheck).toEqual([]);
    expect(empty.minimumN).toBe(10);
  });

  it("is the owner's only, and a project id that is not one is a clear 400", async () => {
    expect((await bob.request(agreementPath())).status).toBe(404);
    const bad = await ada.request("/api/projects/not-a-project/judge-agreement");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Project not found");
  });

  it("follows each verdict: agreement, kappa and the disagreements to open, per check type and criterion", async () => {
    // The judge failed leak-direct and passed the rest; Ada agrees on two and overrides one.
    await setVerdict("leak-direct", "fail");
    await setVerdict("asks-nicely", "pass");
    let figures = await agreement();
    expect(figures.overall).toMatchObject({ n: 2, agreed: 2, agreement: 1, kappa: 1, tooFew: true, disagreements: [] });

    await setVerdict("long-reply", "fail", "Too long for a phone screen.");
    figures = await agreement();
    expect(figures.overall).toMatchObject({ n: 3, agreed: 2 });
    expect(figures.overall.agreement).toBeCloseTo(2 / 3);
    // Person: pass, fail, fail; judge: pass, fail, pass: kappa = (2/3 − 4/9) ÷ (1 − 4/9) = 0.4.
    expect(figures.overall.kappa).toBeCloseTo(0.4, 10);
    expect(figures.overall.disagreements).toEqual([
      {
        source: "eval",
        runId,
        runNumber: 1,
        scenarioId: "long-reply",
        title: "Scenario long-reply",
        judge: "pass",
        human: "fail",
        note: "Too long for a phone screen.",
      },
    ]);
    // Per check type by its name, and per rubric criterion by its name.
    const length = figures.byCheck.find((row) => row.key === "Length");
    expect(length).toMatchObject({ name: "Length", n: 1, agreed: 0 });
    expect(length?.disagreements.map((d) => (d.source === "eval" ? d.scenarioId : d.turnId))).toEqual(["long-reply"]);
    expect(figures.byCheck.every((row) => row.n <= 3 && row.tooFew)).toBe(true);
    expect(new Set(figures.byCheck.map((row) => row.key)).size).toBe(figures.byCheck.length);

    // Removing a verdict takes it out of the figures.
    await ada.request(`/api/projects/${projectId}/eval-runs/${runId}/scenarios/long-reply/verdict`, {
      method: "DELETE",
    });
    expect((await agreement()).overall).toMatchObject({ n: 2, agreed: 2 });
    // Bob still sees nothing of it.
    expect((await bob.request(agreementPath())).status).toBe(404);
  });
});
