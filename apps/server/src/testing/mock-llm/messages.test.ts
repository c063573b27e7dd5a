import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startMockLlm } from "./server";
import type { MockLlm } from "./types";

// Anthropic's Messages API on the mock, over plain HTTP; the AI SDK's Anthropic provider against
// it: evaluation/targets/anthropic-tool-loop.test.ts.

let mock: MockLlm;
beforeAll(async () => {
  mock = await startMockLlm();
});
afterAll(() => mock.stop());
beforeEach(() => mock.reset());

const messages = (body: Record<string, unknown>, headers: Record<string, string> = {}, base = mock.url) =>
  fetch(`${base}/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({
      model: "claude-mock",
      max_tokens: 100,
      messages: [{ role: "user", content: "Hello there" }],
      ...body,
    }),
  });

interface Message {
  type: string;
  role: string;
  model: string;
  content: { type: string; text?: string; id?: string; name?: string; input?: unknown }[];
  stop_reason: string;
  usage: { input_tokens: number; output_tokens: number };
}

describe("POST /v1/messages", () => {
  it("answers with an Anthropic message that echoes the last user message by default", async () => {
    const response = await messages({ system: "Be brief." });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      type: "message",
      role: "assistant",
      model: "claude-mock",
      content: [{ type: "text", text: "Mock reply to: Hello there" }],
      stop_reason: "end_turn",
      usage: { input_tokens: 4, output_tokens: 5 },
    });
  });

  it("answers scripted tool calls as tool_use blocks, and reads tool_result blocks for rules", async () => {
    mock.script({ text: "Let me look.", toolCalls: [{ name: "lookup_order", arguments: { order_id: "o-41" } }] });
    mock.addRules({ model: "claude-mock", afterTool: "lookup_order", reply: { text: "It is 80 EUR." } });
    const tools = [{ name: "lookup_order", input_schema: { type: "object", properties: {} } }];
    const first = (await (await messages({ tools })).json()) as Message;
    expect(first.stop_reason).toBe("tool_use");
    expect(first.content).toMatchObject([
      { type: "text", text: "Let me look." },
      { type: "tool_use", name: "lookup_order", input: { order_id: "o-41" } },
    ]);
    const call = first.content[1];
    expect(call?.id).toMatch(/^toolu_mock_/);

    const second = (await (
      await messages({
        tools,
        messages: [
          { role: "user", content: "Hello there" },
          { role: "assistant", content: first.content },
          { role: "user", content: [{ type: "tool_result", tool_use_id: call?.id, content: '{"total":80}' }] },
        ],
      })
    ).json()) as Message;
    expect(second.content).toEqual([{ type: "text", text: "It is 80 EUR." }]);
    expect(second.stop_reason).toBe("end_turn");
  });

  it("rejects a body that is not a messages request with a 400 that says why", async () => {
    const notJson = await fetch(`${mock.url}/messages`, { method: "POST", body: "not json" });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ type: "error", error: { type: "invalid_request_error" } });

    const noMaxTokens = await messages({ max_tokens: undefined });
    expect(noMaxTokens.status).toBe(400);
    const { error } = (await noMaxTokens.json()) as { error: { type: string; message: string } };
    expect(error.type).toBe("invalid_request_error");
    expect(error.message).toContain("Invalid messages request");
    expect(error.message).toContain("max_tokens");

    const badTool = await messages({ tools: [{ name: "lookup_order" }] });
    expect(badTool.status).toBe(400);
    expect(((await badTool.json()) as { error: { message: string } }).error.message).toContain("input_schema");

    const streamed = await messages({ stream: true });
    expect(streamed.status).toBe(400);
    expect(((await streamed.json()) as { error: { message: string } }).error.message).toContain("does not stream");
  });

  it("answers a scripted error in Anthropic's shape, with retry-after", async () => {
    mock.script({ status: 429, error: { message: "Slow down." }, retryAfterMs: 2000 });
    const response = await messages({});
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("2");
    expect(await response.json()).toEqual({
      type: "error",
      error: { type: "rate_limit_error", message: "Slow down." },
    });
  });

  it("wants the key as x-api-key when the mock has one", async () => {
    const guarded = await startMockLlm({ apiKey: "sk-right" });
    try {
      expect((await messages({}, { "x-api-key": "sk-wrong" }, guarded.url)).status).toBe(401);
      expect((await messages({}, { "x-api-key": "sk-right" }, guarded.url)).status).toBe(200);
    } finally {
      await guarded.stop();
    }
  });
});
