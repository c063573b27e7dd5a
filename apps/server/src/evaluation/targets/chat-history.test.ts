import { describe, expect, it } from "vitest";
import { modelHistoryOf, openAiHistoryOf, renderDialogue, textHistoryOf } from "./chat-history";
import type { ChatTurn } from "./http-template";

const history: ChatTurn[] = [
  { role: "user", content: "Refund o-41" },
  {
    role: "assistant",
    content: "It is 80 EUR. Shall I refund it?",
    toolCalls: [
      { name: "lookup_order", arguments: { order_id: "o-41" }, result: { total: 80 }, error: null },
      { name: "lookup_order", arguments: { order_id: "o-9" }, result: null, error: "no such order" },
    ],
  },
  { role: "user", content: "Yes." },
  { role: "assistant", content: "Refunded." },
];

describe("an earlier turn's tool calls in the history", () => {
  it("go to an OpenAI-compatible target as an assistant call and a tool answer each, before the turn's text", () => {
    expect(openAiHistoryOf(history)).toEqual([
      { role: "user", content: "Refund o-41" },
      {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: "call_1_0", type: "function", function: { name: "lookup_order", arguments: '{"order_id":"o-41"}' } },
        ],
      },
      { role: "tool", tool_call_id: "call_1_0", content: '{"total":80}' },
      {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: "call_1_1", type: "function", function: { name: "lookup_order", arguments: '{"order_id":"o-9"}' } },
        ],
      },
      { role: "tool", tool_call_id: "call_1_1", content: '{"error":"no such order"}' },
      { role: "assistant", content: "It is 80 EUR. Shall I refund it?" },
      { role: "user", content: "Yes." },
      { role: "assistant", content: "Refunded." },
    ]);
  });

  it("go to a model through the AI SDK as tool-call and tool-result parts, an error as error text", () => {
    const messages = modelHistoryOf(history);
    expect(messages.map((message) => message.role)).toEqual([
      "user",
      "assistant",
      "tool",
      "assistant",
      "tool",
      "assistant",
      "user",
      "assistant",
    ]);
    expect(messages[1]).toEqual({
      role: "assistant",
      content: [{ type: "tool-call", toolCallId: "call_1_0", toolName: "lookup_order", input: { order_id: "o-41" } }],
    });
    expect(messages[4]).toEqual({
      role: "tool",
      content: [
        {
          type: "tool-result",
          toolCallId: "call_1_1",
          toolName: "lookup_order",
          output: { type: "error-text", value: '{"error":"no such order"}' },
        },
      ],
    });
  });

  it("stay out of an HTTP target's history, which is text", () => {
    expect(textHistoryOf(history)[1]).toEqual({ role: "assistant", content: "It is 80 EUR. Shall I refund it?" });
  });

  it("are shown to a reader (the LLM judge, the evaluator) as a line each before the reply", () => {
    expect(renderDialogue(history.slice(0, 2), "Persona")).toBe(
      [
        "Persona: Refund o-41",
        "",
        '[The assistant called lookup_order({"order_id":"o-41"}) → {"total":80}]',
        '[The assistant called lookup_order({"order_id":"o-9"}) → {"error":"no such order"}]',
        "Assistant: It is 80 EUR. Shall I refund it?",
      ].join("\n"),
    );
  });

  it("keep the same request for the same history: a dialogue without calls is sent as it always was", () => {
    const plain: ChatTurn[] = [
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello." },
    ];
    expect(openAiHistoryOf(plain)).toEqual(plain);
    expect(openAiHistoryOf(history)).toEqual(openAiHistoryOf(history));
  });
});
