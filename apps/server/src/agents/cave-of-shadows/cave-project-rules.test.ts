import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createMember, type Client } from "../../testing/accounts";
import { startMockLlm, type MockLlm } from "../../testing/mock-llm/index";
import { createTestApp, type TestApp } from "../../testing/test-app";
import {
  createMockTarget,
  createProject,
  HOTEL_RULE_BROKEN,
  HOTEL_RULES_SCRIPT,
  importScript,
} from "../../testing/eval-fixture";
import { livePath, startSession, waitForSession } from "../../testing/cave-fixture";

/**
 * Decision 0072: a Cave dialogue of a script holds every reply to the instructions' rules that the
 * script's rule scenarios test, as an Eval run does (decision 0062). Real database and job queue,
 * the mock model as the target, the guided evaluator.
 */
describe("the instructions' rules held to every reply of a Cave dialogue", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;
  let projectId: string;
  let scriptId: number;
  let targetId: string;

  beforeAll(async () => {
    mock = await startMockLlm();
    t = await createTestApp({ LOG_LEVEL: process.env.CAVE_TEST_LOG ?? "silent" });
    ada = await createMember(t, await createAdmin(t), { email: "ada@aesop.test" });
    projectId = await createProject(ada, "Hotel desk");
    scriptId = await importScript(ada, projectId, HOTEL_RULES_SCRIPT);
    targetId = await createMockTarget(ada, projectId, mock, { concurrency: 2 });
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  it("fails the spa dialogue whose reply breaks the upgrade rule, quoting both, and holds the breakfast one", async () => {
    mock.addRules({ lastUserContains: "spa", model: "mock-model", reply: { text: HOTEL_RULE_BROKEN } });
    mock.setDefault({ text: "Breakfast is served from 7 to 10 in the garden room." });
    const dialogue = (scenarioId: string) => ({ source: "script", scriptReportId: scriptId, scenarioId });
    const started = await startSession(ada, projectId, {
      targetId,
      dialogues: [dialogue("spa-hours"), dialogue("breakfast")],
    });
    const session = await waitForSession(ada, projectId, started.id);
    const [spa, breakfast] = session.dialogues;
    expect(session.dialogues.map((each) => each.summary?.outcome)).toEqual(["failed", "held"]);

    const reply = livePath(spa!).find((turn) => turn.role === "assistant");
    expect(reply?.checks.find((check) => check.type === "project-rules")).toEqual({
      type: "project-rules",
      passed: false,
      detail: `Reply 1: Broke its rule "Never upgrade a room without the manager's approval.", unasked: "${HOTEL_RULE_BROKEN}".`,
    });
    // A reply that keeps every rule carries no rule result at all (it is added only when broken).
    expect(
      livePath(breakfast!)
        .flatMap((turn) => turn.checks)
        .some((check) => check.type === "project-rules"),
    ).toBe(false);
  });

  it("holds an ad-hoc dialogue to the rules the reader finds in the project's instructions", async () => {
    const adHocProject = await createProject(ada, "Hotel desk, ad hoc");
    const submitted = await ada.request(`/api/projects/${adHocProject}/instructions`, {
      json: {
        instructions: [
          "You are the front desk assistant of the Harbour Hotel.",
          "Answer questions about rooms, breakfast, the spa and local transport.",
          "Never upgrade a room without the manager's approval.",
        ].join("\n"),
      },
    });
    expect(submitted.status).toBe(202);
    const adHocTarget = await createMockTarget(ada, adHocProject, mock);
    mock.addRules({ lastUserContains: "spa", model: "mock-model", reply: { text: HOTEL_RULE_BROKEN } });
    mock.setDefault({ text: "Breakfast is served from 7 to 10 in the garden room." });
    const started = await startSession(ada, adHocProject, {
      targetId: adHocTarget,
      dialogues: [
        {
          source: "ad-hoc",
          persona: "A guest on holiday",
          objective: "Find out when the spa opens",
          openingMessage: "When does the spa open tomorrow?",
          maxTurns: 1,
        },
      ],
    });
    const session = await waitForSession(ada, adHocProject, started.id);
    const reply = livePath(session.dialogues[0]!).find((turn) => turn.role === "assistant");
    expect(reply?.checks.find((check) => check.type === "project-rules")).toEqual({
      type: "project-rules",
      passed: false,
      detail: `Reply 1: Broke its rule "Never upgrade a room without the manager's approval.", unasked: "${HOTEL_RULE_BROKEN}".`,
    });
    expect(session.dialogues[0]?.summary?.outcome).toBe("failed");
  });
});
