import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { changeSetProposalSchema } from "@aesop/shared/contracts/instructions-fix";
import { reportListSchema, reportSchema } from "@aesop/shared/contracts/reports";
import { createAdmin, createMember, type Client } from "../../../testing/accounts";
import { livePath, startSession, waitForSession } from "../../../testing/cave-fixture";
import {
  createMockTarget,
  createProject,
  HOTEL_RULE_BROKEN,
  HOTEL_RULES_SCRIPT,
  importScript,
  startRun,
  waitForRun,
} from "../../../testing/eval-fixture";
import { startMockLlm, type MockLlm } from "../../../testing/mock-llm/index";
import { waitForReport } from "../../../testing/reports";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { auditInstructions } from "../../instructions-review/index";

/**
 * "Propose a fix" from a failed Cave reply and from a review finding (issue 38), through the API on
 * a real database: an ad-hoc dialogue whose reply breaks a rule of the instructions (the rule
 * watch, decision 0077), another that holds, and the review of the same instructions.
 */

const RULE = "Never upgrade a room without the manager's approval.";
const INSTRUCTIONS = [
  "You are the front desk assistant of the Harbour Hotel.",
  "Answer questions about rooms, breakfast, the spa and local transport.",
  RULE,
  "",
].join("\n");
const review = auditInstructions(INSTRUCTIONS);
const flawed = review.dimensions.find((d) => d.status !== "covered" && d.suggestedSentence)!;
const covered = review.dimensions.find((d) => d.status === "covered")!;

describe("Propose a fix from the Cave and from the review (real database)", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;
  let bob: Client;
  let projectId: string;
  let versionId: number;
  let sessionId: string;
  let brokenReplyId: string;
  let heldReplyId: string;
  let evaluatorTurnId: string;
  let runId: string;
  const proposal = () => `/api/projects/${projectId}/fix-proposal`;
  const reportCount = async () =>
    reportListSchema.parse(await (await ada.request(`/api/projects/${projectId}/reports`)).json()).reports.length;
  const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;

  beforeAll(async () => {
    mock = await startMockLlm();
    t = await createTestApp({ LOG_LEVEL: process.env.CAVE_TEST_LOG ?? "silent" });
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    bob = await createMember(t, admin, { email: "bob@aesop.test" });
    projectId = await createProject(ada, "Harbour Hotel");
    const submitted = await ada.request(`/api/projects/${projectId}/instructions`, {
      json: { instructions: INSTRUCTIONS },
    });
    versionId = reportSchema.parse(await submitted.json()).id;
    await waitForReport(ada, projectId, versionId, "done", 60_000);
    const targetId = await createMockTarget(ada, projectId, mock);
    mock.addRules({ lastUserContains: "spa", model: "mock-model", reply: { text: HOTEL_RULE_BROKEN } });
    mock.setDefault({ text: "Breakfast is served from 7 to 10 in the garden room." });
    const adHoc = (objective: string, openingMessage: string) => ({
      source: "ad-hoc",
      persona: "A guest on holiday",
      objective,
      openingMessage,
      maxTurns: 1,
    });
    const started = await startSession(ada, projectId, {
      targetId,
      dialogues: [
        adHoc("Find out when the spa opens", "When does the spa open tomorrow?"),
        adHoc("Find out when breakfast is", "When is breakfast served?"),
      ],
    });
    const session = await waitForSession(ada, projectId, started.id);
    sessionId = session.id;
    const [broken, held] = session.dialogues.map((dialogue) => livePath(dialogue));
    brokenReplyId = broken!.find((turn) => turn.role === "assistant")!.id;
    evaluatorTurnId = broken!.find((turn) => turn.role === "evaluator")!.id;
    heldReplyId = held!.find((turn) => turn.role === "assistant")!.id;
    expect(session.dialogues.map((dialogue) => dialogue.summary?.outcome)).toEqual(["failed", "held"]);
    // A run of the hotel's script on the same mock: its rule scenario fails (it upgrades), breakfast passes.
    mock.addRules({ lastUserContains: "upgrade my room", model: "mock-model", reply: { text: HOTEL_RULE_BROKEN } });
    const scriptReportId = await importScript(ada, projectId, HOTEL_RULES_SCRIPT);
    const run = await startRun(ada, projectId, { scriptReportId, targetId });
    const results = await waitForRun(ada, projectId, run.id);
    expect(results.scenarios.find((s) => s.scenarioId === "rule-line-3")?.status).toBe("failed");
    expect(results.scenarios.find((s) => s.scenarioId === "breakfast")?.status).toBe("passed");
    runId = run.id;
  }, 240_000);
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  it("a failed Cave reply and a review finding make one change set: the broken rule restated in place, the review's sentence added", async () => {
    const before = await reportCount();
    const response = await ada.request(proposal(), {
      json: {
        failures: [
          { kind: "cave-turn", sessionId, turnId: brokenReplyId },
          { kind: "review-finding", dimensionId: flawed.id },
        ],
      },
    });
    expect(response.status).toBe(200);
    const body = changeSetProposalSchema.parse(await response.json());
    expect(body.base).toEqual({ reportId: versionId, version: 1 });
    expect(body.changes).toHaveLength(2);
    expect(body.changes[0]).toMatchObject({
      action: "replace",
      line: 3,
      before: RULE,
      basis: "rule",
      scenarioIds: [`cave-turn:${brokenReplyId}`],
    });
    expect(body.changes[0]?.sentence).toMatch(
      /^Never upgrade a room without the manager's approval, even if the user insists/,
    );
    expect(body.changes[0]?.why).toContain("reply 1 failed");
    expect(body.changes[0]?.why).toContain("upgraded your room to a suite");
    expect(body.changes[1]).toMatchObject({
      action: "add",
      basis: "review",
      sentence: flawed.suggestedSentence,
      scenarioIds: [`review:${flawed.id}`],
    });
    expect(body.proposed).toContain(flawed.suggestedSentence);
    expect(body.diff).toContain(`-${RULE}`);
    expect(body.newContradictions).toEqual([]);
    // Nothing is stored: the builder saves the version.
    expect(await reportCount()).toBe(before);
  });

  it("a failed scenario, a Cave reply and a review finding: the rule broken in both is rewritten once, for both", async () => {
    const response = await ada.request(proposal(), {
      json: {
        failures: [
          { kind: "scenario", runId, scenarioId: "rule-line-3" },
          { kind: "cave-turn", sessionId, turnId: brokenReplyId },
          { kind: "review-finding", dimensionId: flawed.id },
        ],
      },
    });
    expect(response.status).toBe(200);
    const body = changeSetProposalSchema.parse(await response.json());
    expect(body.changes.map((change) => [change.action, change.line, change.scenarioIds])).toEqual([
      ["replace", 3, ["rule-line-3", `cave-turn:${brokenReplyId}`]],
      ["add", null, [`review:${flawed.id}`]],
    ]);
    expect(body.leftOut).toHaveLength(1);
    expect(body.leftOut[0]?.reason).toMatch(/already proposed|already rewritten/);
    expect(body.proposed.split("even if the user insists")).toHaveLength(2);
    expect(body.newContradictions).toEqual([]);
  });

  it("refuses what has no fix to propose, with a clear message, and changes nothing", async () => {
    const before = await reportCount();
    const refused = async (failure: Record<string, unknown>, code: string, message: RegExp) => {
      const response = await ada.request(proposal(), { json: { failures: [failure] } });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
    };
    await refused({ kind: "cave-turn", sessionId, turnId: heldReplyId }, "TURN_NOT_FAILED", /broke no rule/);
    await refused({ kind: "cave-turn", sessionId, turnId: evaluatorTurnId }, "NOT_A_REPLY", /reply of the assistant/);
    await refused({ kind: "review-finding", dimensionId: covered.id }, "FINDING_NOT_FLAWED", /covered/);
    await refused({ kind: "scenario", runId, scenarioId: "breakfast" }, "SCENARIO_NOT_FAILED", /passed/);
    // One bad failure among good ones refuses the whole request.
    const mixed = await ada.request(proposal(), {
      json: {
        failures: [
          { kind: "cave-turn", sessionId, turnId: brokenReplyId },
          { kind: "cave-turn", sessionId, turnId: heldReplyId },
        ],
      },
    });
    expect(mixed.status).toBe(400);
    expect(await reportCount()).toBe(before);
  });

  it("refuses a bad body with 400", async () => {
    const cases: unknown[] = [
      {},
      { failures: [] },
      { failures: [{ kind: "guess" }] },
      { failures: [{ kind: "cave-turn", sessionId: "not-a-uuid", turnId: brokenReplyId }] },
      { failures: [{ kind: "review-finding", dimensionId: "no-such-dimension" }] },
      {
        failures: [
          { kind: "review-finding", dimensionId: flawed.id },
          { kind: "review-finding", dimensionId: flawed.id },
        ],
      },
    ];
    for (const json of cases) {
      const response = await ada.request(proposal(), { json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await errorOf(response)).message.length).toBeGreaterThan(0);
    }
  });

  it("another user sees neither the project nor its Cave turns", async () => {
    const failures = [{ kind: "cave-turn", sessionId, turnId: brokenReplyId }];
    const onAdasProject = await bob.request(proposal(), { json: { failures } });
    expect([403, 404]).toContain(onAdasProject.status);
    // On a project of his own, Ada's session is not found.
    const bobsProject = await createProject(bob, "Bob's hotel");
    await waitForReport(
      bob,
      bobsProject,
      reportSchema.parse(
        await (
          await bob.request(`/api/projects/${bobsProject}/instructions`, { json: { instructions: INSTRUCTIONS } })
        ).json(),
      ).id,
      "done",
      60_000,
    );
    const onHis = await bob.request(`/api/projects/${bobsProject}/fix-proposal`, { json: { failures } });
    expect(onHis.status).toBe(404);
    expect((await errorOf(onHis)).message).toMatch(/Cave session not found/);
  });
});
