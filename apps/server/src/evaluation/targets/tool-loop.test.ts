import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { scriptToolSchema } from "@aesop/shared/contracts/tools";
import { startMockLlm, type MockLlm } from "../../testing/mock-llm/index";
import type { TurnTools } from "./simulated-tools";
import { createTargetAdapter, type CallableTarget } from "./target-adapters";

const lookup = scriptToolSchema.parse({
  name: "lookup_order",
  description: "Finds an order.",
  parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] },
  answer: {
    kind: "by-arguments",
    cases: [{ when: ['order_id == "o-41"'], result: { order_id: "o-41", total: 80, customer_id: "c-1" } }],
    otherwise: { error: "no such order" },
  },
});
const refund = scriptToolSchema.parse({
  name: "issue_refund",
  description: "Refunds an order.",
  parameters: { type: "object", properties: { order_id: { type: "string" }, amount: { type: "number" } } },
});

describe("an OpenAI-compatible target that calls tools", () => {
  let mock: MockLlm;
  const target = (): CallableTarget => ({
    id: "tool-target",
    config: { kind: "openai-compatible", baseUrl: mock.url, model: "mock-model", apiKey: null },
    secrets: { headers: {} },
    networks: "public-and-private",
    maxReplyBytes: 1024 * 1024,
    limits: { concurrency: 1, timeoutSeconds: 5, retries: 0, requestsPerMinute: null },
    systemPrompt: null,
    instructions: null,
  });
  const tools = (overrides: TurnTools["overrides"] = [], maxCallsPerTurn = 4): TurnTools => ({
    tools: [lookup, refund],
    overrides,
    maxCallsPerTurn,
  });
  const send = (offered: TurnTools = tools()) =>
    createTargetAdapter(target()).sendTurn({ history: [], message: "Refund o-41", sessionId: "s", tools: offered });

  beforeAll(async () => {
    mock = await startMockLlm();
  });
  beforeEach(() => mock.reset());
  afterAll(() => mock.stop());

  it("offers the tools, answers each call with a tool message, and loops until the assistant answers in text", async () => {
    mock.script(
      {
        toolCalls: [{ name: "lookup_order", arguments: { order_id: "o-41" } }],
        usage: { prompt_tokens: 5, completion_tokens: 2 },
      },
      {
        toolCalls: [{ name: "issue_refund", arguments: { order_id: "o-41", amount: 80 } }],
        usage: { prompt_tokens: 7, completion_tokens: 2 },
      },
      { text: "Refunded 80 EUR.", usage: { prompt_tokens: 9, completion_tokens: 4 } },
    );
    const answer = await send();
    expect(answer.reply).toBe("Refunded 80 EUR.");
    expect(answer.toolCalls).toEqual([
      {
        name: "lookup_order",
        arguments: { order_id: "o-41" },
        result: { order_id: "o-41", total: 80, customer_id: "c-1" },
        error: null,
      },
      { name: "issue_refund", arguments: { order_id: "o-41", amount: 80 }, result: { ok: true }, error: null },
    ]);
    expect([answer.inputTokens, answer.outputTokens]).toEqual([21, 8]);
    const first = mock.requests[0]?.body as { tools: { function: { name: string; parameters: unknown } }[] };
    expect(first.tools.map((tool) => tool.function.name)).toEqual(["lookup_order", "issue_refund"]);
    expect(first.tools[0]?.function.parameters).toEqual(lookup.parameters);
    const last = mock.requests[2]?.body as { messages: { role: string; content: string | null }[] };
    expect(last.messages.map((message) => message.role)).toEqual(["user", "assistant", "tool", "assistant", "tool"]);
    expect(last.messages[2]?.content).toBe('{"order_id":"o-41","total":80,"customer_id":"c-1"}');
  });

  it("answers with the scenario's override, and an error answer as the tool's error", async () => {
    mock.script(
      {
        toolCalls: [
          { name: "lookup_order", arguments: { order_id: "o-41" } },
          { name: "issue_refund", arguments: { order_id: "o-41", amount: 80 } },
        ],
      },
      { text: "The payment failed." },
    );
    const answer = await send(
      tools([
        { tool: "lookup_order", answer: { kind: "fixed", result: { order_id: "o-41", customer_id: "c-9" } } },
        { tool: "issue_refund", answer: { kind: "error", message: "Payment provider unavailable." } },
      ]),
    );
    expect(answer.toolCalls?.map((call) => [call.result, call.error])).toEqual([
      [{ order_id: "o-41", customer_id: "c-9" }, null],
      [null, "Payment provider unavailable."],
    ]);
    const last = mock.requests[1]?.body as { messages: { content: string | null }[] };
    expect(last.messages.at(-1)?.content).toBe('{"error":"Payment provider unavailable."}');
  });

  it("fails the turn with its reason on an undeclared tool, arguments that are not JSON, or the call limit", async () => {
    mock.script({ toolCalls: [{ name: "delete_account", arguments: {} }] });
    await expect(send()).rejects.toThrow(
      'The assistant called "delete_account", which is not one of the script\'s tools (lookup_order, issue_refund).',
    );
    mock.script({ toolCalls: [{ name: "issue_refund", arguments: "{amount: 80" }] });
    await expect(send()).rejects.toThrow(
      'The assistant called "issue_refund" with arguments that are not JSON: {amount: 80',
    );
    mock.setDefault({ toolCalls: [{ name: "lookup_order", arguments: { order_id: "o-41" } }] });
    await expect(send(tools([], 3))).rejects.toThrow(
      "The assistant made 3 tool calls in one turn without answering in text (the script's limit per turn).",
    );
    // Three rounds answered; the fourth round's call, one over the limit, is not.
    expect(mock.requests.filter((request) => request.path === "/v1/chat/completions")).toHaveLength(2 + 4);
  });

  it("with a stream asked for, answers whole through the tool loop (decision 0090)", async () => {
    mock.script({ toolCalls: [{ name: "lookup_order", arguments: { order_id: "o-41" } }] }, { text: "It is 80 EUR." });
    const answer = await createTargetAdapter(target()).sendTurn({
      history: [],
      message: "Refund o-41",
      sessionId: "s",
      tools: tools(),
      onDelta: () => undefined,
    });
    expect(answer.reply).toBe("It is 80 EUR.");
    expect(answer.toolCalls?.map((call) => call.name)).toEqual(["lookup_order"]);
    expect(mock.requests.map((request) => (request.body as { stream?: boolean }).stream ?? false)).toEqual([
      false,
      false,
    ]);
  });

  it("without tools in the script, sends no tools field", async () => {
    mock.script({ text: "Hello." });
    const answer = await createTargetAdapter(target()).sendTurn({ history: [], message: "Hi", sessionId: "s" });
    expect(answer.toolCalls).toBeUndefined();
    expect((mock.requests[0]?.body as Record<string, unknown>).tools).toBeUndefined();
  });
});
