import { randomUUID } from "node:crypto";
import { z } from "zod";
import { builtInContent, replyFor, usageOf } from "./chat-completions";
import type { Exchange } from "./exchange";
import { asChatRequest, messagesRequestSchema } from "./messages-request";
import { pause } from "./pause";
import { isErrorReply, scriptedContent } from "./reply";
import { sendAnthropicError, sendAnthropicErrorReply, sendJson } from "./responses";
import type { MockLlmState } from "./state";

/**
 * A tool call's `input` as Anthropic sends it, a JSON value: scripted arguments as an object, or
 * the exact text parsed. Text that is not JSON goes as a string (Anthropic never sends one), so a
 * test can script input that is not an object.
 */
function inputOf(args: string | Record<string, unknown>): unknown {
  if (typeof args !== "string") return args;
  try {
    return JSON.parse(args) as unknown;
  } catch {
    return args;
  }
}

/**
 * `POST /v1/messages` (Anthropic's Messages API, not streamed): answered from the same scripted
 * replies, rules and default as chat completions, read against the request's chat view
 * (messages-request.ts). Scripted `toolCalls` become `tool_use` blocks; a forced tool
 * (`tool_choice: {type: "tool", name}`) is called with the content as its input.
 */
export async function handleMessages(exchange: Exchange, state: MockLlmState, body: unknown): Promise<void> {
  const { res, signal } = exchange;
  const parsed = messagesRequestSchema.safeParse(body);
  if (!parsed.success) {
    sendAnthropicError(res, 400, { message: `Invalid messages request: ${z.prettifyError(parsed.error)}` });
    return;
  }
  if (parsed.data.stream) {
    sendAnthropicError(res, 400, { message: "The mock's /v1/messages does not stream: send stream false or none." });
    return;
  }
  const request = asChatRequest(parsed.data);
  const reply = replyFor(state, request);

  if (!(await pause((reply.delayMs ?? 0) + state.latencyMs, signal))) return;
  if (isErrorReply(reply)) {
    sendAnthropicErrorReply(res, reply);
    return;
  }

  const defaultContent = state.defaultReply ? scriptedContent(state.defaultReply) : undefined;
  const content = scriptedContent(reply) ?? defaultContent ?? builtInContent(request);
  const forced = request.tool_choice && typeof request.tool_choice === "object" ? request.tool_choice : undefined;
  const calls = reply.toolCalls?.length
    ? reply.toolCalls.map((call) => ({ name: call.name, input: inputOf(call.arguments) }))
    : forced?.function
      ? [{ name: forced.function.name, input: inputOf(content) }]
      : [];
  // With calls, the content goes with them only when the reply scripts it (as on chat completions).
  const text = calls.length ? scriptedContent(reply) : content;
  const usage = usageOf(reply, request, content);
  sendJson(res, 200, {
    id: `msg_mock_${randomUUID()}`,
    type: "message",
    role: "assistant",
    model: parsed.data.model,
    content: [
      ...(text !== undefined && (text !== "" || calls.length === 0) ? [{ type: "text", text }] : []),
      ...calls.map((call) => ({ type: "tool_use", id: `toolu_mock_${randomUUID()}`, ...call })),
    ],
    stop_reason: calls.length ? "tool_use" : "end_turn",
    stop_sequence: null,
    usage: { input_tokens: usage.prompt_tokens, output_tokens: usage.completion_tokens },
  });
}
