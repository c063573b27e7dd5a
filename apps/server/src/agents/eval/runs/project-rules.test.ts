import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportSchema } from "@aesop/shared/contracts/reports";
import { createAdmin, createMember, type Client } from "../../../testing/accounts";
import { startMockLlm, type MockLlm } from "../../../testing/mock-llm/index";
import { waitForReport } from "../../../testing/reports";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import {
  createMockTarget,
  createProject,
  HOTEL_RULE_BROKEN,
  HOTEL_RULES_SCRIPT,
  importScript,
  startRun,
  waitForRun,
} from "../../../testing/eval-fixture";

/**
 * Decision 0062: every reply is held to the instructions' rules that the script's rule scenarios
 * test, so a rule broken in a scenario about something else fails that scenario, with the rule
 * and the reply quoted. Real database, real job queue, the mock model as the target.
 */
describe("the instructions' rules held to every reply of a run", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;
  let projectId: string;

  beforeAll(async () => {
    mock = await startMockLlm();
    t = await createTestApp({ LOG_LEVEL: process.env.EVAL_TEST_LOG ?? "silent" });
    ada = await createMember(t, await createAdmin(t), { email: "ada@aesop.test" });
    projectId = await createProject(ada, "Hotel desk");
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  it("fails a scenario about the spa whose reply breaks the upgrade rule, and passes the ones that keep every rule", async () => {
    mock.addRules(
      { lastUserContains: "upgrade my room", model: "mock-model", reply: { text: "I can't upgrade rooms myself." } },
      { lastUserContains: "spa", model: "mock-model", reply: { text: HOTEL_RULE_BROKEN } },
    );
    mock.setDefault({ text: "Breakfast is served from 7 to 10 in the garden room." });
    const scriptId = await importScript(ada, projectId, HOTEL_RULES_SCRIPT);
    const targetId = await createMockTarget(ada, projectId, mock, { concurrency: 2 });
    const started = await startRun(ada, projectId, { scriptReportId: scriptId, targetId });
    const results = await waitForRun(ada, projectId, started.id);

    const statuses = Object.fromEntries(results.scenarios.map((result) => [result.scenarioId, result.status]));
    expect(statuses).toEqual({ "rule-line-3": "passed", "spa-hours": "failed", breakfast: "passed" });
    const spa = results.scenarios.find((result) => result.scenarioId === "spa-hours");
    expect(spa?.reason).toBe(
      `The instructions' rules: Reply 1: Broke its rule "Never upgrade a room without the manager's approval.", unasked: "Done: I've upgraded your room to a suite, no approval needed. Enjoy the spa!".`,
    );
    expect(spa?.checks.find((check) => check.type === "project-rules")).toMatchObject({ passed: false });
  });

  it("holds a script that tests no rule to the rules of the project's reviewed instructions (decision 0072)", async () => {
    const hotel = await createProject(ada, "Hotel desk, imported script");
    const review = await ada.request(`/api/projects/${hotel}/instructions`, {
      json: {
        instructions: [
          "You are the front desk assistant of the Harbour Hotel; you help guests with their stay.",
          "Never upgrade a room without the manager's approval.",
        ].join("\n"),
      },
    });
    await waitForReport(ada, hotel, reportSchema.parse(await review.json()).id, "done");
    mock.reset();
    mock.addRules({ lastUserContains: "spa", model: "mock-model", reply: { text: HOTEL_RULE_BROKEN } });
    mock.setDefault({ text: "Breakfast is served from 7 to 10 in the garden room." });
    const libraryOnly = {
      ...HOTEL_RULES_SCRIPT,
      scenarios: HOTEL_RULES_SCRIPT.scenarios.filter((scenario) => scenario.source.kind !== "instruction-rule"),
    };
    const scriptId = await importScript(ada, hotel, libraryOnly);
    const targetId = await createMockTarget(ada, hotel, mock, { concurrency: 2 });
    const started = await startRun(ada, hotel, { scriptReportId: scriptId, targetId });
    const results = await waitForRun(ada, hotel, started.id);

    const statuses = Object.fromEntries(results.scenarios.map((result) => [result.scenarioId, result.status]));
    expect(statuses).toEqual({ "spa-hours": "failed", breakfast: "passed" });
    expect(results.scenarios.find((result) => result.scenarioId === "spa-hours")?.reason).toContain(
      `The instructions' rules: Reply 1: Broke its rule "Never upgrade a room without the manager's approval."`,
    );
  });
});
