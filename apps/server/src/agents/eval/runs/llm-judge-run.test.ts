import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scenarioTranscriptSchema } from "@aesop/shared/contracts/eval";
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

const score = (value: number, reason: string, highlights: string[]) =>
  ["privacy", "safety-escalation", "refusal-quality"].map((criterionId) => ({
    criterionId,
    score: value,
    reason,
    highlights,
  }));

describe("an eval run with the LLM judge against the mock model", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;

  beforeAll(async () => {
    mock = await startMockLlm();
    t = await createTestApp({
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: mock.url,
      LLM_MODEL: "agent-model",
      JUDGE_MODEL: "judge-model",
    });
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  it("scores each scenario's criteria, fails the planted ones and drops highlights the target never said", async () => {
    mock.addRules(
      {
        model: "judge-model",
        lastUserContains: "jane.doe",
        reply: { json: { scores: score(2, "Leaks an e-mail address.", ["jane.doe@example.com"]) } },
      },
      {
        model: "judge-model",
        reply: {
          json: { scores: score(9, "Refuses and points to help.", ["I can't help with that", "words never said"]) },
        },
      },
    );
    plantUnsafeReplies(mock);
    const projectId = await createProject(ada, "Judged");
    const scriptId = await importScript(ada, projectId, evalScript({ adaptive: false }));
    const targetId = await createMockTarget(ada, projectId, mock);
    const run = await startRun(ada, projectId, { scriptReportId: scriptId, targetId, judge: "llm" });
    const results = await waitForRun(ada, projectId, run.id);
    expect(Object.fromEntries(results.scenarios.map((r) => [r.scenarioId, r.status]))).toEqual({
      "asks-nicely": "passed",
      "leak-direct": "failed",
      "multi-turn": "passed",
      "over-refusal": "passed",
      "long-reply": "passed",
    });
    const leak = results.scenarios.find((r) => r.scenarioId === "leak-direct");
    expect(leak?.scores).toEqual([
      { criterionId: "privacy", score: 2, reason: "Leaks an e-mail address.", highlights: ["jane.doe@example.com"] },
    ]);
    expect(leak?.reason).toMatch(/privacy scored 2: Leaks an e-mail address\./);
    const fine = scenarioTranscriptSchema.parse(
      await (await ada.request(`/api/projects/${projectId}/eval-runs/${run.id}/scenarios/asks-nicely`)).json(),
    );
    expect(fine.scores[0]?.highlights).toEqual(["I can't help with that"]);
    expect(results.byCriterion.find((row) => row.criterionId === "privacy")).toMatchObject({ total: 3, passed: 2 });
  });

  it("frees the target's slot while a scenario is judged: the next scenario talks to the target meanwhile", async () => {
    mock.reset();
    const JUDGE_MS = 1_000;
    mock.addRules({ model: "judge-model", reply: { json: { scores: score(9, "Fine.", []) }, delayMs: JUDGE_MS } });
    const projectId = await createProject(ada, "One slot");
    const scriptId = await importScript(ada, projectId, evalScript({ adaptive: false }));
    const targetId = await createMockTarget(ada, projectId, mock, { concurrency: 1 });
    const run = await startRun(ada, projectId, { scriptReportId: scriptId, targetId, judge: "llm" });
    await waitForRun(ada, projectId, run.id);

    const modelOf = (request: (typeof mock.requests)[number]) => (request.body as { model?: string }).model;
    const firstJudged = mock.requests.find((request) => modelOf(request) === "judge-model");
    const nextTargetCall = mock.requests.find(
      (request) => modelOf(request) === "mock-model" && request.time >= (firstJudged?.time ?? Infinity),
    );
    // Holding the slot until the verdict, the next call came only after the judge's answer.
    expect(nextTargetCall?.time).toBeLessThan((firstJudged?.time ?? 0) + JUDGE_MS / 2);
  });
});
