import { randomUUID } from "node:crypto";
import { z } from "zod";
import {
  asksForJson,
  chatCompletionRequestSchema,
  countPromptTokens,
  countTokens,
  forcedToolName,
  lastUserText,
  type ChatCompletionRequest,
} from "./chat-request";
import { splitIntoPieces, writeChatStream, type ChatUsage } from "./chat-stream";
import type { Exchange } from "./exchange";
import { pause } from "./pause";
import { isErrorReply, scriptedContent, type MockReply } from "./reply";
import { sendErrorReply, sendJson, sendOpenAiError } from "./responses";
import type { MockLlmState } from "./state";

/** The content when neither the reply nor the default scripts one: deterministic, and tells requests apart. */
export function builtInContent(request: ChatCompletionRequest): string {
  if (asksForJson(request) || forcedToolName(request)) return "{}";
  return `Mock reply to: ${lastUserText(request).slice(0, 200)}`;
}

export function usageOf(reply: MockReply, request: ChatCompletionRequest, content: string): ChatUsage {
  const usage = reply.usage ?? {
    prompt_tokens: countPromptTokens(request),
    completion_tokens: countTokens(content),
  };
  return { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
}

function matchingRule(state: MockLlmState, request: ChatCompletionRequest): MockReply | undefined {
  const lastUser = lastUserText(request);
  const tool = lastToolAnswered(request);
  return state.rules.find(
    (rule) =>
      (rule.lastUserContains === undefined || lastUser.includes(rule.lastUserContains)) &&
      (rule.model === undefined || request.model === rule.model) &&
      (rule.afterTool === undefined || rule.afterTool === tool),
  )?.reply;
}

/** The tool whose result ends the request, or "" when the request ends otherwise (a user's message). */
function lastToolAnswered(request: ChatCompletionRequest): string {
  const last = request.messages.at(-1);
  if (last?.role !== "tool") return "";
  const id = (last as { tool_call_id?: unknown }).tool_call_id;
  for (const message of request.messages.toReversed()) {
    const calls = (message as { tool_calls?: { id?: unknown; function?: { name?: unknown } }[] }).tool_calls ?? [];
    const call = calls.find((candidate) => candidate.id === id);
    if (call && typeof call.function?.name === "string") return call.function.name;
  }
  return "";
}

/**
 * The reply to a request: the oldest scripted one that matches it, else the first standing rule
 * that does, else the default, else none (`{}`: the built-in content).
 */
export function replyFor(state: MockLlmState, request: ChatCompletionRequest): MockReply {
  return (
    state.chatReplies.take((queued) => queued.match?.(request) ?? true) ??
    matchingRule(state, request) ??
    state.defaultReply ??
    {}
  );
}

/** `POST /v1/chat/completions`: the next scripted reply that matches, else the default one. */
export async function handleChatCompletion(exchange: Exchange, state: MockLlmState, body: unknown): Promise<void> {
  const { res, signal } = exchange;
  const parsed = chatCompletionRequestSchema.safeParse(body);
  if (!parsed.success) {
    sendOpenAiError(res, 400, { message: `Invalid chat completion request: ${z.prettifyError(parsed.error)}` });
    return;
  }
  const request = parsed.data;
  const reply = replyFor(state, request);

  if (!(await pause((reply.delayMs ?? 0) + state.latencyMs, signal))) return;
  if (isErrorReply(reply)) {
    sendErrorReply(res, reply);
    return;
  }

  const defaultContent = state.defaultReply ? scriptedContent(state.defaultReply) : undefined;
  const content = scriptedContent(reply) ?? defaultContent ?? builtInContent(request);
  const id = `chatcmpl-mock-${randomUUID()}`;
  const created = Math.floor(Date.now() / 1000);
  const model = request.model ?? "mock-model";
  const usage = usageOf(reply, request, content);

  if (request.stream) {
    await writeChatStream(res, {
      id,
      created,
      model,
      pieces: reply.chunks ?? splitIntoPieces(content),
      usage,
      includeUsage: request.stream_options?.include_usage ?? false,
      chunkDelayMs: reply.chunkDelayMs ?? 0,
      signal,
    });
    return;
  }
  // Scripted tool calls, or a forced function call answered with that call (the scripted content
  // as its arguments).
  const toolName = forcedToolName(request);
  const scriptedCalls = reply.toolCalls?.map((call) => ({
    id: `call_mock_${randomUUID()}`,
    type: "function",
    function: {
      name: call.name,
      arguments: typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments),
    },
  }));
  const message = scriptedCalls?.length
    ? { role: "assistant", content: scriptedContent(reply) ?? null, refusal: null, tool_calls: scriptedCalls }
    : toolName
      ? {
          role: "assistant",
          content: null,
          refusal: null,
          tool_calls: [
            { id: `call_mock_${randomUUID()}`, type: "function", function: { name: toolName, arguments: content } },
          ],
        }
      : { role: "assistant", content, refusal: null };
  sendJson(res, 200, {
    id,
    object: "chat.completion",
    created,
    model,
    system_fingerprint: null,
    choices: [
      { index: 0, message, logprobs: null, finish_reason: scriptedCalls?.length || toolName ? "tool_calls" : "stop" },
    ],
    usage,
  });
}
