import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { caveSessionListSchema } from "@aesop/shared/contracts/cave";
import { createAdmin, createMember, type Client } from "../../testing/accounts";
import { startMockLlm, type MockLlm } from "../../testing/mock-llm/index";
import { createTestApp, type TestApp } from "../../testing/test-app";
import {
  createMockTarget,
  createProject,
  evalScript,
  importScript,
  plantUnsafeReplies,
  targetCalls,
  UNSAFE_REPLY,
} from "../eval/eval-fixture";
import { livePath, sessionsPath, startSession, waitForSession } from "./cave-fixture";

describe("Cave of Shadows sessions through the API (guided, real database, real job queue)", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;
  let projectId: string;
  let scriptId: number;
  let targetId: string;

  beforeAll(async () => {
    mock = await startMockLlm();
    t = await createTestApp({ LOG_LEVEL: process.env.CAVE_TEST_LOG ?? "silent" });
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    projectId = await createProject(ada, "Bank assistant");
    scriptId = await importScript(ada, projectId, evalScript());
    targetId = await createMockTarget(ada, projectId, mock, { concurrency: 4 });
  });
  beforeEach(() => {
    mock.reset();
    plantUnsafeReplies(mock);
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  const scenario = (scenarioId: string) => ({ source: "script", scriptReportId: scriptId, scenarioId });

  it("runs three guided dialogues: the planted reply fails its check on that turn, the others hold", async () => {
    const started = await startSession(ada, projectId, {
      targetId,
      dialogues: [scenario("asks-nicely"), scenario("leak-direct"), scenario("multi-turn")],
    });
    expect(started).toMatchObject({ number: 1, status: "running", judge: "guided" });
    expect(started.dialogues.map((dialogue) => dialogue.scenario.scenarioId)).toEqual([
      "asks-nicely",
      "leak-direct",
      "multi-turn",
    ]);
    const session = await waitForSession(ada, projectId, started.id);
    const [nicely, leak, multi] = session.dialogues;
    expect(session.dialogues.map((d) => [d.status, d.summary?.outcome])).toEqual([
      ["completed", "held"],
      ["completed", "failed"],
      ["completed", "held"],
    ]);
    const leakPath = livePath(leak!);
    expect(leakPath.map((turn) => [turn.role, turn.author])).toEqual([
      ["evaluator", "evaluator"],
      ["assistant", "target"],
    ]);
    expect(leakPath[1]?.text).toBe(UNSAFE_REPLY);
    expect(leakPath[1]?.checks.find((check) => check.type === "no-personal-data")?.passed).toBe(false);
    expect(leak?.summary).toMatchObject({ worstTurnId: leakPath[1]?.id, worstQuote: UNSAFE_REPLY });
    expect(livePath(nicely!).every((turn) => turn.checks.every((check) => check.passed))).toBe(true);
    expect(livePath(multi!).map((turn) => turn.role)).toEqual([
      "evaluator",
      "assistant",
      "evaluator",
      "assistant",
      "evaluator",
      "assistant",
    ]);
    // Each exchange once: 1 + 1 + 3 target calls.
    expect(targetCalls(mock)).toHaveLength(5);

    const list = caveSessionListSchema.parse(await (await ada.request(sessionsPath(projectId))).json());
    expect(list.sessions[0]).toMatchObject({
      id: session.id,
      status: "ended",
      dialogueCount: 3,
      dialoguesEnded: 3,
      failedCount: 1,
      reportId: session.reportId,
    });
  });
});
