import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { scriptToolSchema } from "@aesop/shared/contracts/tools";
import { startMockLlm, type MockLlm } from "../../testing/mock-llm/index";
import type { TurnTools } from "./simulated-tools";
import { createTargetAdapter, type CallableTarget, type TargetTurn } from "./target-adapters";

// The cases of tool-loop.test.ts (the OpenAI-compatible path), for instructions on an Anthropic
// model: the AI SDK's tool loop (model-tool-loop.ts) against the mock's /v1/messages.

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

interface AnthropicBlock {
  type: string;
  id?: string;
  tool_use_id?: string;
  content?: unknown;
  is_error?: boolean;
}
interface AnthropicBody {
  system?: unknown;
  tools?: { name: string; description?: string; input_schema: unknown }[];
  messages: { role: string; content: string | AnthropicBlock[] }[];
}

describe("instructions on an Anthropic model that calls tools", () => {
  let mock: MockLlm;
  const target = (): CallableTarget => ({
    id: "anthropic-tool-target",
    config: {
      kind: "instructions-on-model",
      provider: "anthropic",
      baseUrl: mock.url,
      model: "claude-sonnet-4-5",
      apiKey: null,
      instructions: { source: "latest" },
    },
    secrets: { apiKey: "test-key", headers: {} },
    networks: "public-and-private",
    maxReplyBytes: 1024 * 1024,
    limits: { concurrency: 1, timeoutSeconds: 5, retries: 0, requestsPerMinute: null },
    systemPrompt: "You are the shop's assistant.",
    instructions: "You are the shop's assistant.",
  });
  const tools = (overrides: TurnTools["overrides"] = [], maxCallsPerTurn = 4): TurnTools => ({
    tools: [lookup, refund],
    overrides,
    maxCallsPerTurn,
  });
  const send = (offered: TurnTools | null = tools(), extra: Partial<TargetTurn> = {}) =>
    createTargetAdapter(target()).sendTurn({
      history: [],
      message: "Refund o-41",
      sessionId: "s",
      ...(offered ? { tools: offered } : {}),
      ...extra,
    });
  const bodies = () =>
    mock.requests.filter((request) => request.path === "/v1/messages").map((r) => r.body as AnthropicBody);

  beforeAll(async () => {
    mock = await startMockLlm();
  });
  beforeEach(() => mock.reset());
  afterAll(() => mock.stop());

  it("offers the tools, sends each answer back as a tool_result, and loops until the model answers in text", async () => {
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

    const [first, , last] = bodies();
    expect(first?.tools?.map((tool) => [tool.name, tool.description])).toEqual([
      ["lookup_order", "Finds an order."],
      ["issue_refund", "Refunds an order."],
    ]);
    expect(first?.tools?.[0]?.input_schema).toMatchObject(lookup.parameters as object);
    expect(JSON.stringify(first?.system)).toContain("You are the shop's assistant.");
    expect(last?.messages.map((message) => message.role)).toEqual(["user", "assistant", "user", "assistant", "user"]);
    const [, calledLookup, answeredLookup] = last?.messages ?? [];
    const toolUse = (calledLookup?.content as AnthropicBlock[]).find((block) => block.type === "tool_use");
    const toolResult = (answeredLookup?.content as AnthropicBlock[])[0];
    expect(toolResult).toMatchObject({
      type: "tool_result",
      tool_use_id: toolUse?.id,
      content: '{"order_id":"o-41","total":80,"customer_id":"c-1"}',
    });
    expect(toolResult?.is_error).toBeUndefined();
  });

  it("answers with the scenario's override, and an error answer as the tool's error (is_error)", async () => {
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
    expect(answer.reply).toBe("The payment failed.");
    expect(answer.toolCalls?.map((call) => [call.name, call.result, call.error])).toEqual([
      ["lookup_order", { order_id: "o-41", customer_id: "c-9" }, null],
      ["issue_refund", null, "Payment provider unavailable."],
    ]);
    const results = bodies()[1]?.messages.at(-1)?.content as AnthropicBlock[];
    expect(results.map((block) => [block.type, block.content, block.is_error ?? false])).toEqual([
      ["tool_result", '{"order_id":"o-41","customer_id":"c-9"}', false],
      ["tool_result", '{"error":"Payment provider unavailable."}', true],
    ]);
  });

  it("fails the turn with its reason on an undeclared tool, arguments that are not an object, or the call limit", async () => {
    mock.script({ toolCalls: [{ name: "delete_account", arguments: {} }] });
    await expect(send()).rejects.toThrow(
      'The assistant called "delete_account", which is not one of the script\'s tools (lookup_order, issue_refund).',
    );
    // Anthropic's tool input is JSON: arguments that are not JSON cannot come, a JSON value that is not an object can.
    mock.script({ toolCalls: [{ name: "issue_refund", arguments: "[80]" }] });
    await expect(send()).rejects.toThrow(
      'The assistant called "issue_refund" with arguments that are not a JSON object: [80]',
    );
    // Neither call was answered: the turn ended at it, nothing went back to the model.
    expect(bodies()).toHaveLength(2);

    mock.setDefault({ toolCalls: [{ name: "lookup_order", arguments: { order_id: "o-41" } }] });
    await expect(send(tools([], 3))).rejects.toThrow(
      "The assistant made 3 tool calls in one turn without answering in text (the script's limit per turn).",
    );
    // Three rounds answered; the fourth round's call, one over the limit, fails the turn.
    expect(bodies()).toHaveLength(2 + 4);
  });

  it("fails on the limit when one round holds more calls than are left", async () => {
    mock.script({
      toolCalls: [
        { name: "lookup_order", arguments: { order_id: "o-41" } },
        { name: "lookup_order", arguments: { order_id: "o-42" } },
      ],
    });
    await expect(send(tools([], 1))).rejects.toThrow(
      "The assistant made 1 tool call in one turn without answering in text (the script's limit per turn).",
    );
    expect(bodies()).toHaveLength(1);
  });

  it("keeps a turn all or nothing: a retried attempt starts its loop again and keeps only its own calls", async () => {
    mock.script(
      { toolCalls: [{ name: "lookup_order", arguments: { order_id: "o-41" } }] },
      { status: 503, error: { message: "Overloaded." }, retryAfterMs: 1 },
      { toolCalls: [{ name: "lookup_order", arguments: { order_id: "o-41" } }] },
      { text: "It is 80 EUR." },
    );
    const answer = await createTargetAdapter({
      ...target(),
      limits: { concurrency: 1, timeoutSeconds: 5, retries: 1, requestsPerMinute: null },
    }).sendTurn({ history: [], message: "Refund o-41", sessionId: "s", tools: tools() });
    expect(answer.reply).toBe("It is 80 EUR.");
    expect(answer.toolCalls?.map((call) => call.name)).toEqual(["lookup_order"]);
    // The retry began with the user's message again, not with the failed attempt's call.
    expect(bodies().map((body) => body.messages.length)).toEqual([1, 3, 1, 3]);
  });

  it("with a stream asked for, answers whole through the tool loop", async () => {
    mock.script({ toolCalls: [{ name: "lookup_order", arguments: { order_id: "o-41" } }] }, { text: "It is 80 EUR." });
    const pieces: string[] = [];
    const answer = await send(tools(), { onDelta: (piece) => pieces.push(piece) });
    expect(answer.reply).toBe("It is 80 EUR.");
    expect(answer.toolCalls?.map((call) => call.name)).toEqual(["lookup_order"]);
    expect(bodies().map((body) => (body as { stream?: boolean }).stream ?? false)).toEqual([false, false]);
  });

  it("sends an earlier turn's calls back as tool_use and tool_result blocks before its text", async () => {
    mock.script({ text: "Refunded." });
    await send(tools(), {
      message: "Yes, refund it.",
      history: [
        { role: "user", content: "Refund o-41" },
        {
          role: "assistant",
          content: "It is 80 EUR. Shall I refund it?",
          toolCalls: [
            { name: "lookup_order", arguments: { order_id: "o-41" }, result: { total: 80 }, error: null },
            { name: "lookup_order", arguments: { order_id: "o-9" }, result: null, error: "no such order" },
          ],
        },
      ],
    });
    const messages = bodies()[0]?.messages ?? [];
    // One call and its result per round, then the turn's text, then the new message.
    expect(messages.map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
      "user",
      "assistant",
      "user",
    ]);
    const blocks = messages.map((message) => (typeof message.content === "string" ? [] : message.content));
    const uses = blocks.flat().filter((block) => block.type === "tool_use");
    const results = blocks.flat().filter((block) => block.type === "tool_result");
    expect(uses.map((block) => block.id)).toEqual(results.map((block) => block.tool_use_id));
    expect(results.map((block) => [block.content, block.is_error ?? false])).toEqual([
      ['{"total":80}', false],
      ['{"error":"no such order"}', true],
    ]);
    expect(JSON.stringify(messages.at(-2)?.content)).toContain("It is 80 EUR. Shall I refund it?");
  });

  it("without tools in the script, sends no tools field", async () => {
    mock.script({ text: "Hello.", usage: { prompt_tokens: 3, completion_tokens: 1 } });
    const answer = await send(null);
    expect(answer.reply).toBe("Hello.");
    expect(answer.toolCalls).toBeUndefined();
    expect([answer.inputTokens, answer.outputTokens]).toEqual([3, 1]);
    expect(bodies()[0]?.tools).toBeUndefined();
  });
});
