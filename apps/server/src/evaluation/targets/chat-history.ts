import type { ModelMessage } from "ai";
import { quoteCall, type ToolCallRecord } from "@aesop/shared/contracts/tools";
import type { ChatTurn } from "./http-template";
import type { ChatMessage } from "./openai-chat";
import { toolMessageContent } from "./simulated-tools";

/**
 * The earlier turns of a dialogue as each protocol carries them. An assistant turn that called
 * tools is sent back with its calls and AESOP's answers before its text, as the assistant saw them
 * (issue 37): without them a later turn could not know that it already looked an order up or
 * asked for a confirmation, and a rule of the form "do X before Y" could not be kept across turns.
 *
 * Each call goes back as its own call and answer, in the order made: the record does not keep the
 * rounds, and one call per round is what OpenAI and Anthropic both accept. Ids are stable per turn
 * and call, so the same history is the same request (and the same reply-cache key).
 */

const callId = (turn: number, call: number) => `call_${turn}_${call}`;

/** For an OpenAI-compatible chat completion (`tool_calls` and `tool` messages). */
export function openAiHistoryOf(history: readonly ChatTurn[]): ChatMessage[] {
  return history.flatMap((turn, index): ChatMessage[] => {
    if (turn.role === "user") return [{ role: "user", content: turn.content }];
    const calls = (turn.toolCalls ?? []).flatMap((call, at): ChatMessage[] => [
      {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: callId(index, at),
            type: "function",
            function: { name: call.name, arguments: JSON.stringify(call.arguments) },
          },
        ],
      },
      { role: "tool", tool_call_id: callId(index, at), content: toolMessageContent(call) },
    ]);
    return [...calls, { role: "assistant", content: turn.content }];
  });
}

/** For a model called through the AI SDK (tool-call and tool-result parts; Anthropic's blocks). */
export function modelHistoryOf(history: readonly ChatTurn[]): ModelMessage[] {
  return history.flatMap((turn, index): ModelMessage[] => {
    if (turn.role === "user") return [{ role: "user", content: turn.content }];
    const calls = (turn.toolCalls ?? []).flatMap((call, at): ModelMessage[] => [
      {
        role: "assistant",
        content: [{ type: "tool-call", toolCallId: callId(index, at), toolName: call.name, input: call.arguments }],
      },
      {
        role: "tool",
        content: [
          {
            type: "tool-result",
            toolCallId: callId(index, at),
            toolName: call.name,
            output: { type: call.error === null ? "text" : "error-text", value: toolMessageContent(call) },
          },
        ],
      },
    ]);
    return [...calls, { role: "assistant", content: turn.content }];
  });
}

/** The text turns only, for a target that is not offered tools (an HTTP target's `{{history}}`). */
export const textHistoryOf = (history: readonly ChatTurn[]) =>
  history.map((turn) => ({ role: turn.role, content: turn.content }));

/** A dialogue for a reader (the LLM judge, the evaluator model): each call a line before the reply. */
export function renderDialogue(history: readonly ChatTurn[], userLabel = "User"): string {
  return history
    .map((turn) => {
      if (turn.role === "user") return `${userLabel}: ${turn.content}`;
      const calls = (turn.toolCalls ?? []).map(
        (call) => `[The assistant called ${quoteCall(call)} → ${callAnswer(call)}]`,
      );
      return [...calls, `Assistant: ${turn.content}`].join("\n");
    })
    .join("\n\n");
}

const callAnswer = (call: ToolCallRecord) => {
  const answer = toolMessageContent(call);
  return answer.length > 200 ? `${answer.slice(0, 199)}…` : answer;
};
