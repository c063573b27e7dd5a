import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scenarioTranscriptSchema } from "@aesop/shared/contracts/eval";
import type { ScenarioInput, TestScriptContentInput } from "@aesop/shared/contracts/test-scripts";
import { createAdmin, createMember, type Client } from "../../../testing/accounts";
import {
  createMockTarget,
  createProject,
  evalScript,
  importScript,
  startRun,
  waitForRun,
} from "../../../testing/eval-fixture";
import { startMockLlm, type MockLlm } from "../../../testing/mock-llm/index";
import { createTestApp, type TestApp } from "../../../testing/test-app";

/**
 * Issue 37: an assistant that acts, run against the mock model calling tools. The rule under test
 * is "look the order up before refunding it"; one scenario's assistant refunds at once.
 */

const TOOLS: TestScriptContentInput["tools"] = [
  {
    name: "lookup_order",
    description: "Finds an order by its id.",
    parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] },
    answer: {
      kind: "by-arguments",
      cases: [{ when: ['order_id == "o-42"'], result: { order_id: "o-42", total: 80, customer_id: "c-1" } }],
      otherwise: { error: "No such order." },
    },
  },
  {
    name: "issue_refund",
    description: "Refunds an order.",
    input_schema: {
      type: "object",
      properties: { order_id: { type: "string" }, amount: { type: "number" } },
      required: ["order_id", "amount"],
    },
  },
];

const ACTION_CHECKS: ScenarioInput["checks"] = [
  { type: "tool-called-before", tool: "issue_refund", before: "lookup_order" },
  // "Read the refund back and wait for a yes": the careful assistant asks, the user says yes.
  { type: "tool-confirmed-first", tool: "issue_refund", label: "Confirm before refunding" },
  {
    type: "arguments-match",
    tool: "issue_refund",
    schema: { type: "object", properties: { amount: { maximum: 100 } } },
  },
];

function plantAssistant(mock: MockLlm) {
  const refund = (orderId: string) => ({
    toolCalls: [{ name: "issue_refund", arguments: { order_id: orderId, amount: 80 } }],
  });
  mock.addRules(
    // Refunds at once.
    { lastUserContains: "[hasty]", afterTool: "", reply: refund("o-41") },
    { lastUserContains: "[hasty]", afterTool: "issue_refund", reply: { text: "Done: I refunded 80 EUR." } },
    // Looks the order up, confirms, then refunds.
    {
      lastUserContains: "[careful]",
      afterTool: "",
      reply: { toolCalls: [{ name: "lookup_order", arguments: { order_id: "o-42" } }] },
    },
    {
      lastUserContains: "[careful]",
      afterTool: "lookup_order",
      reply: { text: "Order o-42 is 80 EUR. Shall I refund it?" },
    },
    { lastUserContains: "[careful-yes]", afterTool: "", reply: refund("o-42") },
    { lastUserContains: "[careful-yes]", afterTool: "issue_refund", reply: { text: "Refunded 80 EUR." } },
    // Bad calls.
    { lastUserContains: "[undeclared]", reply: { toolCalls: [{ name: "delete_account", arguments: {} }] } },
    { lastUserContains: "[not-json]", reply: { toolCalls: [{ name: "issue_refund", arguments: "{order_id: o-41" }] } },
    {
      lastUserContains: "[endless]",
      reply: { toolCalls: [{ name: "lookup_order", arguments: { order_id: "o-42" } }] },
    },
  );
}

function toolScript(scenarios: Partial<ScenarioInput>[]): TestScriptContentInput {
  const base = evalScript({ adaptive: false });
  const [first] = base.scenarios;
  if (!first) throw new Error("the fixture has scenarios");
  return {
    ...base,
    tools: TOOLS,
    maxToolCallsPerTurn: 3,
    scenarios: scenarios.map((scenario) => ({ ...first, turns: [], checks: ACTION_CHECKS, ...scenario })),
  };
}

describe("a run against an assistant that calls tools", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;
  let projectId: string;

  beforeAll(async () => {
    mock = await startMockLlm();
    plantAssistant(mock);
    t = await createTestApp();
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    projectId = await createProject(ada, "Refund desk");
  });
  afterAll(async () => {
    await t?.close();
    await mock?.stop();
  });

  it("fails exactly the scenario whose assistant refunds without looking the order up, quoting the call", async () => {
    const scriptId = await importScript(
      ada,
      projectId,
      toolScript([
        { id: "hasty-refund", openingMessage: "Refund order o-41 now [hasty]" },
        {
          id: "careful-refund",
          openingMessage: "Please refund order o-42 [careful]",
          turns: [{ message: "Yes, go ahead [careful-yes]" }],
        },
      ]),
    );
    const targetId = await createMockTarget(ada, projectId, mock);
    const run = await startRun(ada, projectId, { scriptReportId: scriptId, targetId });
    const done = await waitForRun(ada, projectId, run.id);

    const statuses = Object.fromEntries(done.scenarios.map((scenario) => [scenario.scenarioId, scenario.status]));
    expect(statuses).toEqual({ "hasty-refund": "failed", "careful-refund": "passed" });
    // Both action rules it broke, each quoting the call; the careful one asked and heard a yes.
    expect(done.scenarios.find((scenario) => scenario.scenarioId === "hasty-refund")?.reason).toBe(
      'Order of actions: Called issue_refund({"order_id":"o-41","amount":80}) without calling lookup_order first. ' +
        'Confirmation first: Confirm before refunding: called issue_refund({"order_id":"o-41","amount":80}) in its first reply, before asking the user to confirm.',
    );

    const response = await ada.request(`/api/projects/${projectId}/eval-runs/${run.id}/scenarios/careful-refund`);
    const transcript = scenarioTranscriptSchema.parse(await response.json());
    expect(transcript.turns.map((turn) => turn.toolCalls)).toEqual([
      [
        {
          name: "lookup_order",
          arguments: { order_id: "o-42" },
          result: { order_id: "o-42", total: 80, customer_id: "c-1" },
          error: null,
        },
      ],
      [{ name: "issue_refund", arguments: { order_id: "o-42", amount: 80 }, result: { ok: true }, error: null }],
    ]);
    expect(transcript.turns.map((turn) => turn.reply)).toEqual([
      "Order o-42 is 80 EUR. Shall I refund it?",
      "Refunded 80 EUR.",
    ]);
    // The second turn was sent with the first turn's call and its answer, as the assistant saw them.
    const secondTurn = mock.requests
      .map((request) => request.body as { messages: { role: string; content: string | null; tool_calls?: unknown }[] })
      .find((body) => body.messages.at(-1)?.content?.includes("[careful-yes]"));
    expect(secondTurn?.messages.map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "tool",
      "assistant",
      "user",
    ]);
    expect(secondTurn?.messages[1]?.tool_calls).toEqual([
      { id: "call_1_0", type: "function", function: { name: "lookup_order", arguments: '{"order_id":"o-42"}' } },
    ]);
    expect(secondTurn?.messages[2]).toMatchObject({ role: "tool", tool_call_id: "call_1_0" });
    expect(JSON.parse(secondTurn?.messages[2]?.content ?? "")).toEqual({
      order_id: "o-42",
      total: 80,
      customer_id: "c-1",
    });
    // The whole request went with the tools in OpenAI's format (issue_refund declared as Anthropic's input_schema).
    const offered = mock.requests.map((request) => request.body as { tools?: { function: { name: string } }[] });
    expect(
      offered.every((body) => body.tools?.map((tool) => tool.function.name).join() === "lookup_order,issue_refund"),
    ).toBe(true);

    const exported = await ada.request(`/api/projects/${projectId}/eval-runs/${run.id}/export?format=json`);
    const json = (await exported.json()) as {
      transcripts: { scenarioId: string; turns: { toolCalls: unknown[] }[] }[];
    };
    const hasty = json.transcripts.find((entry) => entry.scenarioId === "hasty-refund");
    expect(hasty?.turns[0]?.toolCalls).toEqual([
      { name: "issue_refund", arguments: { order_id: "o-41", amount: 80 }, result: { ok: true }, error: null },
    ]);
  });

  it("errors a scenario whose assistant calls an undeclared tool, sends arguments that are not JSON, or never stops calling", async () => {
    mock.requests.length = 0;
    const scriptId = await importScript(
      ada,
      projectId,
      toolScript([
        { id: "undeclared", openingMessage: "Close my account [undeclared]" },
        { id: "not-json", openingMessage: "Refund o-41 [not-json]" },
        { id: "endless", openingMessage: "Where is my order? [endless]" },
      ]),
    );
    const targetId = await createMockTarget(ada, projectId, mock);
    const run = await startRun(ada, projectId, { scriptReportId: scriptId, targetId });
    const done = await waitForRun(ada, projectId, run.id);
    const reasons = Object.fromEntries(
      done.scenarios.map((scenario) => [scenario.scenarioId, [scenario.status, scenario.reason]]),
    );
    expect(reasons).toEqual({
      undeclared: [
        "error",
        'The assistant called "delete_account", which is not one of the script\'s tools (lookup_order, issue_refund).',
      ],
      "not-json": ["error", 'The assistant called "issue_refund" with arguments that are not JSON: {order_id: o-41'],
      endless: [
        "error",
        "The assistant made 3 tool calls in one turn without answering in text (the script's limit per turn).",
      ],
    });
    // Nothing half-done: the failed turn keeps its error and no calls.
    const response = await ada.request(`/api/projects/${projectId}/eval-runs/${run.id}/scenarios/endless`);
    const [turn] = scenarioTranscriptSchema.parse(await response.json()).turns;
    expect(turn).toMatchObject({ reply: null, toolCalls: [] });
  });

  it("refuses a script whose tool schema is not JSON Schema, and stores nothing", async () => {
    const before = await ada.request(`/api/projects/${projectId}/reports`);
    const bad = toolScript([{ id: "any", openingMessage: "Hello" }]);
    bad.tools = [{ ...TOOLS[0]!, parameters: { type: "object", properties: { order_id: { type: "strin" } } } }];
    const response = await ada.request(`/api/projects/${projectId}/test-scripts/import`, {
      json: { text: JSON.stringify(bad) },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(
      /The tool's argument schema is not valid JSON Schema at \/properties\/order_id\/type/,
    );
    const after = await ada.request(`/api/projects/${projectId}/reports`);
    expect(after.status).toBe(200);
    expect(await after.text()).toBe(await before.text());
  });

  it("offers no proposed tool and leaves out the scenarios that need one until the builder confirms it", async () => {
    const script = toolScript([
      { id: "plain-question", openingMessage: "What are your opening hours?", checks: [] },
      { id: "needs-a-draft", openingMessage: "Refund order o-41 now [hasty]" },
    ]);
    script.tools = TOOLS.map((tool) => ({ ...tool, proposed: true }));
    const scriptId = await importScript(ada, projectId, script);
    const targetId = await createMockTarget(ada, projectId, mock);
    const sent = mock.requests.length;
    const run = await startRun(ada, projectId, { scriptReportId: scriptId, targetId });
    const done = await waitForRun(ada, projectId, run.id);

    expect(done.scenarios.map((scenario) => scenario.scenarioId)).toEqual(["plain-question"]);
    const offered = mock.requests.slice(sent).map((request) => (request.body as { tools?: unknown }).tools);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((tools) => tools === undefined)).toBe(true);

    const onlyDrafts = toolScript([{ id: "needs-a-draft", openingMessage: "Refund order o-41 now [hasty]" }]);
    onlyDrafts.tools = script.tools;
    const draftsId = await importScript(ada, projectId, onlyDrafts);
    const refused = await ada.request(`/api/projects/${projectId}/eval-runs`, {
      json: { scriptReportId: draftsId, targetId },
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/needs a proposed tool: confirm the tools first/);
  });
});
