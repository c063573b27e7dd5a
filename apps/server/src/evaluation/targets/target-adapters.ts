import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { APICallError, generateText, streamText, type LanguageModel, type ModelMessage } from "ai";
import type { TargetConfig, TargetConfigInput, TargetLimits } from "@aesop/shared/contracts/eval";
import type { ToolCallRecord } from "@aesop/shared/contracts/tools";
import { checkTargetUrl, RefusedAddressError, type TargetNetworks } from "../../lib/network-guard";
import { bucketFor, retryAfterMsOf, TargetError, withRetries } from "./call-limits";
import { modelHistoryOf, openAiHistoryOf, textHistoryOf } from "./chat-history";
import { parseJsonAnswer, readReplyPath, renderBodyTemplate, type ChatTurn } from "./http-template";
import { generateWithTools } from "./model-tool-loop";
import { completeChat, type ChatCompletion, type ChatMessage } from "./openai-chat";
import { cappedFetch, ReplyTooLargeError } from "./reply-size";
import type { SharedRequestRate } from "./request-rate";
import { answerToolCall, callLimitReached, openAiToolsOf, toolMessageContent, type TurnTools } from "./simulated-tools";
import { targetTransport, type TargetTransport } from "./target-transport";

export { TargetError };

/** What a target needs to be called: its configuration, its secrets (decrypted) and its limits. */
export interface TargetSecrets {
  apiKey?: string;
  /** Secret header values by header name. */
  headers: Record<string, string>;
}

export interface CallableTarget {
  id: string;
  config: TargetConfig;
  secrets: TargetSecrets;
  limits: TargetLimits;
  /** The system prompt AESOP sends (instructions on a model), null when the target holds its own. */
  systemPrompt: string | null;
  /**
   * The instructions the checks read replies against (a leak of them, the operator's own contacts
   * in them): the system prompt, or for a target that holds its own, the project's latest reviewed
   * instructions; null when there are none.
   */
  instructions: string | null;
  /** The addresses this deployment lets a target have (PRIVATE_TARGETS). */
  networks: TargetNetworks;
  /** The largest answer read from the target (TARGET_MAX_REPLY_BYTES); a larger one is an error. */
  maxReplyBytes: number;
}

/** Where a target is called: its endpoint, or undefined for a provider's own default (Anthropic's API). */
export function targetUrlOf(config: TargetConfig | TargetConfigInput): string | undefined {
  return config.kind === "http" ? config.url : config.baseUrl || undefined;
}

export interface TargetTurn {
  /** Earlier turns of the dialogue, oldest first. */
  history: ChatTurn[];
  message: string;
  /** Stable per scenario of a run, for targets that keep sessions. */
  sessionId: string;
  signal?: AbortSignal;
  /**
   * Asks for the reply as it is produced (`stream: true`), piece by piece; only OpenAI-compatible
   * targets (and instructions on such a model) stream, the others answer whole and never call it.
   * A turn with tools is not streamed: it answers whole, through its tool loop (decision 0090).
   */
  onDelta?: (piece: string) => void;
  /**
   * The script's tools, offered to an OpenAI-compatible target and to instructions on a model
   * (OpenAI-compatible or Anthropic), whose calls AESOP answers until the assistant answers in text
   * (simulated-tools.ts; for Anthropic, model-tool-loop.ts). An HTTP target is not offered them.
   */
  tools?: TurnTools;
}

export interface TargetReply {
  reply: string;
  /** The tools the assistant called in this turn, in order, with what AESOP answered. */
  toolCalls?: ToolCallRecord[];
  /** The successful attempt's time, from request to parsed reply. */
  latencyMs: number;
  inputTokens?: number;
  outputTokens?: number;
}

/** One interface for the three kinds of target (and for tests). */
export interface TargetAdapter {
  sendTurn(turn: TargetTurn): Promise<TargetReply>;
}

type Attempt = (turn: TargetTurn & { signal: AbortSignal }) => Promise<Omit<TargetReply, "latencyMs">>;

/**
 * The adapter of a target with its limits: each attempt within the timeout, 429 and 5xx answers
 * retried with backoff (Retry-After honoured), and the target's requests per minute: spread over
 * the minute in this process, and with `sharedRate` counted across every process (request-rate.ts).
 */
export function createTargetAdapter(
  target: CallableTarget,
  { sharedRate }: { sharedRate?: SharedRequestRate } = {},
): TargetAdapter {
  const attempt = attemptFor(target);
  const { timeoutSeconds, retries, requestsPerMinute } = target.limits;
  const bucket = bucketFor(target.id, requestsPerMinute);
  let addressChecked = false;
  return {
    sendTurn: (turn) =>
      withRetries(
        retries,
        async () => {
          await bucket?.take(turn.signal);
          if (requestsPerMinute !== null) await sharedRate?.(target.id, requestsPerMinute, turn.signal);
          // Once per adapter (a dialogue, a connection test): checked before every call, the run's
          // HTTP exchanges measured 0.3–1.8 ms slower in the eval-run bench. Each connection's
          // resolver judges a host name again (target-transport.ts); an IP literal skips the
          // resolver, so this check is the one that judges it.
          if (!addressChecked) {
            const url = targetUrlOf(target.config);
            const refused = url === undefined ? null : await checkTargetUrl(url, target.networks);
            if (refused) throw new TargetError(refused);
            addressChecked = true;
          }
          const timeout = AbortSignal.timeout(timeoutSeconds * 1000);
          const signal = turn.signal ? AbortSignal.any([turn.signal, timeout]) : timeout;
          const started = performance.now();
          try {
            const answer = await attempt({ ...turn, signal });
            return { ...answer, latencyMs: performance.now() - started };
          } catch (error) {
            if (timeout.aborted && !turn.signal?.aborted) {
              throw new TargetError(`The target did not answer within ${timeoutSeconds} s.`);
            }
            throw error;
          }
        },
        { signal: turn.signal },
      ),
  };
}

/** The target's transport, with every answer read up to the target's reply cap (reply-size.ts). */
interface CappedTransport extends TargetTransport {
  maxReplyBytes: number;
}

function attemptFor(target: CallableTarget): Attempt {
  const { config, maxReplyBytes } = target;
  const shared = targetTransport(target.networks);
  const transport: CappedTransport = { ...shared, fetch: cappedFetch(shared.fetch, maxReplyBytes), maxReplyBytes };
  switch (config.kind) {
    case "instructions-on-model": {
      if (config.provider === "anthropic") {
        const model = createAnthropic({
          apiKey: target.secrets.apiKey ?? "",
          baseURL: config.baseUrl,
          fetch: transport.fetch,
        })(config.model);
        return modelAttempt(model, target.systemPrompt, false);
      }
      return openAiAttempt(config, target.secrets.apiKey, target.systemPrompt, transport);
    }
    case "openai-compatible":
      return openAiAttempt(config, target.secrets.apiKey, null, transport);
    case "http":
      return httpAttempt(config, target.secrets, transport);
  }
}

function openAiCompatible(
  baseUrl: string,
  model: string,
  apiKey: string | undefined,
  transport: TargetTransport,
): LanguageModel {
  return createOpenAICompatible({
    name: "target",
    baseURL: baseUrl,
    apiKey,
    includeUsage: true,
    fetch: wholeRepliesAsStreams(transport.fetch),
  }).chatModel(model);
}

/**
 * Many deployed assistants ignore `stream: true` and answer with the whole completion as JSON.
 * Read by its content type, such an answer becomes the one-chunk stream it amounts to, instead of
 * a stream that "ended without a finish reason" (Eval runs and the connection test, which do not
 * stream, worked with the same target).
 */
export function wholeRepliesAsStreams(fetch: TargetTransport["fetch"]): TargetTransport["fetch"] {
  return async (input, init) => {
    const response = await fetch(input, init);
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || !type.includes("application/json") || !asksToStream(init?.body)) return response;
    const whole = (await response.json()) as {
      id?: string;
      created?: number;
      model?: string;
      choices?: { message?: { content?: string | null }; finish_reason?: string | null }[];
      usage?: unknown;
    };
    const choice = whole.choices?.[0];
    const chunk = {
      id: whole.id ?? "whole-reply",
      object: "chat.completion.chunk",
      created: whole.created ?? 0,
      model: whole.model ?? "",
      choices: [
        {
          index: 0,
          delta: { role: "assistant", content: choice?.message?.content ?? "" },
          finish_reason: choice?.finish_reason ?? "stop",
        },
      ],
      ...(whole.usage ? { usage: whole.usage } : {}),
    };
    return new Response(`data: ${JSON.stringify(chunk)}\n\ndata: [DONE]\n\n`, {
      status: 200,
      headers: { "content-type": "text/event-stream" },
    });
  };
}

function asksToStream(body: unknown): boolean {
  if (typeof body !== "string") return false;
  try {
    return (JSON.parse(body) as { stream?: unknown }).stream === true;
  } catch {
    return false;
  }
}

/** An OpenAI-compatible model: a whole reply by plain fetch (openai-chat.ts), a streamed one through the SDK. */
function openAiAttempt(
  config: { baseUrl: string; model: string },
  apiKey: string | undefined,
  system: string | null,
  transport: CappedTransport,
) {
  let streamed: Attempt | undefined;
  return (async (turn) => {
    // With tools, the whole-reply tool loop below, without streaming (decision 0090).
    if (turn.onDelta && !turn.tools?.tools.length) {
      streamed ??= modelAttempt(openAiCompatible(config.baseUrl, config.model, apiKey, transport), system, true);
      return streamed(turn);
    }
    const messages: ChatMessage[] = [
      ...(system ? [{ role: "system" as const, content: system }] : []),
      ...openAiHistoryOf(turn.history),
      { role: "user", content: turn.message },
    ];
    const complete = async () => {
      try {
        return await completeChat({
          baseUrl: config.baseUrl,
          model: config.model,
          apiKey,
          messages,
          ...(turn.tools?.tools.length ? { tools: openAiToolsOf(turn.tools.tools) } : {}),
          signal: turn.signal,
          agents: transport.agents,
          maxReplyBytes: transport.maxReplyBytes,
        });
      } catch (error) {
        throw targetErrorOf(error, turn.signal);
      }
    };
    const first = await complete();
    if (!turn.tools?.tools.length)
      return { reply: first.reply, inputTokens: first.inputTokens, outputTokens: first.outputTokens };
    return toolLoop(first, turn.tools, messages, complete);
  }) satisfies Attempt;
}

/**
 * The assistant's calls answered, round after round, until it answers in text: each call gets a
 * `tool` message with AESOP's result. A call it cannot answer, or more calls than the script's
 * limit per turn, fails the whole turn (nothing of it is kept: the attempt is all or nothing).
 */
async function toolLoop(
  first: ChatCompletion,
  offered: TurnTools,
  messages: ChatMessage[],
  complete: () => Promise<ChatCompletion>,
): Promise<Omit<TargetReply, "latencyMs">> {
  const calls: ToolCallRecord[] = [];
  let inputTokens = first.inputTokens;
  let outputTokens = first.outputTokens;
  let completion = first;
  while (completion.toolCalls.length > 0) {
    if (calls.length + completion.toolCalls.length > offered.maxCallsPerTurn)
      throw callLimitReached(offered.maxCallsPerTurn);
    messages.push({ role: "assistant", content: completion.reply || null, tool_calls: completion.toolCalls });
    for (const call of completion.toolCalls) {
      const answered = answerToolCall(offered, call.function.name, call.function.arguments);
      calls.push(answered);
      messages.push({ role: "tool", tool_call_id: call.id, content: toolMessageContent(answered) });
    }
    completion = await complete();
    inputTokens = sum(inputTokens, completion.inputTokens);
    outputTokens = sum(outputTokens, completion.outputTokens);
  }
  return { reply: completion.reply, toolCalls: calls, inputTokens, outputTokens };
}

const sum = (a: number | undefined, b: number | undefined) =>
  a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0);

/**
 * A chat model with the whole history (the AI SDK; its own retries off, as ours honour the
 * target's limits). A turn with tools goes through the SDK's tool loop, whole even when a stream
 * was asked for (decision 0090).
 */
function modelAttempt(model: LanguageModel, system: string | null, streams: boolean): Attempt {
  return async ({ history, message, signal, onDelta, tools }) => {
    const messages: ModelMessage[] = [...modelHistoryOf(history), { role: "user", content: message }];
    if (tools?.tools.length) {
      try {
        return await generateWithTools({ model, system, messages, offered: tools, signal });
      } catch (error) {
        throw targetErrorOf(error, signal);
      }
    }
    if (streams && onDelta) return streamedAttempt(model, system, messages, signal, onDelta);
    try {
      const result = await generateText({
        model,
        ...(system ? { system } : {}),
        messages,
        maxRetries: 0,
        abortSignal: signal,
      });
      return {
        reply: result.text,
        inputTokens: result.usage.inputTokens ?? undefined,
        outputTokens: result.usage.outputTokens ?? undefined,
      };
    } catch (error) {
      throw targetErrorOf(error, signal);
    }
  };
}

async function streamedAttempt(
  model: LanguageModel,
  system: string | null,
  messages: ModelMessage[],
  signal: AbortSignal,
  onDelta: (piece: string) => void,
): Promise<Omit<TargetReply, "latencyMs">> {
  const result = streamText({
    model,
    ...(system ? { system } : {}),
    messages,
    maxRetries: 0,
    abortSignal: signal,
    // Errors arrive in fullStream and are thrown from there; the SDK would also print them.
    onError: () => undefined,
  });
  let reply = "";
  try {
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        reply += part.text;
        onDelta(part.text);
      } else if (part.type === "error") {
        throw part.error;
      }
    }
    const usage = await result.totalUsage;
    return { reply, inputTokens: usage.inputTokens ?? undefined, outputTokens: usage.outputTokens ?? undefined };
  } catch (error) {
    throw targetErrorOf(error, signal);
  }
}

function httpAttempt(
  config: Extract<TargetConfig, { kind: "http" }>,
  secrets: TargetSecrets,
  transport: TargetTransport,
): Attempt {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  for (const header of config.headers) {
    const value = header.secret ? secrets.headers[header.name] : header.value;
    if (value !== undefined && value !== null) headers[header.name.toLowerCase()] = value;
  }
  return async ({ history, message, sessionId, signal }) => {
    const body = JSON.stringify(
      renderBodyTemplate(config.bodyTemplate, { message, history: textHistoryOf(history), sessionId }),
    );
    let response: Response;
    let text: string;
    try {
      response = await transport.fetch(config.url, { method: config.method, headers, body, signal });
      text = await response.text();
    } catch (error) {
      throw targetErrorOf(error, signal);
    }
    if (!response.ok) {
      const excerpt = text.trim().slice(0, 200);
      throw new TargetError(
        `The target answered ${response.status} ${response.statusText}`.trim() + (excerpt ? `: ${excerpt}` : "."),
        response.status,
        retryAfterMsOf(response.headers),
      );
    }
    return { reply: readReplyPath(parseJsonAnswer(text), config.replyPath) };
  };
}

/** The exact reason, in a sentence: the status and message of the answer, or why no answer came. */
function targetErrorOf(error: unknown, signal: AbortSignal): Error {
  if (signal.aborted) return error instanceof Error ? error : new Error(String(error));
  const refused = foundIn(error, RefusedAddressError);
  if (refused) return new TargetError(refused.message);
  // Thrown while a body was read: the SDK may wrap it in its own errors.
  const tooLarge = foundIn(error, ReplyTooLargeError);
  if (tooLarge) return tooLarge;
  if (APICallError.isInstance(error)) {
    if (error.statusCode !== undefined) {
      return new TargetError(
        `The target answered ${error.statusCode}: ${error.message}`,
        error.statusCode,
        retryAfterMsOf(error.responseHeaders),
      );
    }
    return new TargetError(`The target could not be reached: ${rootCause(error)}`);
  }
  if (error instanceof TypeError || isSystemError(error)) {
    return new TargetError(`The target could not be reached: ${rootCause(error)}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** An error of ours (the network guard's refusal, a reply too large), however deep the errors around it wrap it. */
function foundIn<T extends Error>(error: unknown, kind: abstract new (...args: never[]) => T): T | undefined {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 6; depth++) {
    if (current instanceof kind) return current;
    current = current.cause;
  }
  return undefined;
}

/** fetch fails with a TypeError around the cause; node:http (openai-chat.ts) with the system error itself (ECONNREFUSED…). */
const isSystemError = (error: unknown): error is Error =>
  error instanceof Error && /^E[A-Z]+$/.test(String((error as { code?: unknown }).code));

function rootCause(error: unknown): string {
  let current: unknown = error;
  const parts: string[] = [];
  for (let depth = 0; current instanceof Error && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    parts.push(
      typeof code === "string" && !current.message.includes(code) ? `${current.message} (${code})` : current.message,
    );
    current = current.cause;
  }
  return parts.filter((part, index) => part && parts.indexOf(part) === index).join(": ");
}
