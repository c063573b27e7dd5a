import http from "node:http";
import https from "node:https";
import { retryAfterMsOf, TargetError } from "./call-limits";
import { readCappedText } from "./reply-size";
import type { ProtocolAgents } from "./target-transport";

/**
 * One chat completion from an OpenAI-compatible endpoint (`POST {baseUrl}/chat/completions`), over
 * node:http with kept-alive connections, without the AI SDK or fetch. An evaluation run calls its
 * target hundreds of times and reads only the reply and the token counts: through the AI SDK a
 * call cost about 1.3 ms more wall time and 1 ms more CPU than fetch, and fetch (its web streams)
 * about 0.5 ms more CPU than node:http (bench `--only eval-run`, and the same calls measured alone).
 * Streamed replies still go through the SDK (target-adapters.ts). Redirects are not followed: an
 * API endpoint answers where it is configured, and a 3xx is reported with its status.
 */

/** A call the model asks for, as OpenAI words it (the arguments are a JSON text). */
export interface OpenAiToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: OpenAiToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

export interface ChatCompletion {
  reply: string;
  /** The calls the model asks for instead of (or with) a reply; empty when it answers in text. */
  toolCalls: OpenAiToolCall[];
  inputTokens?: number;
  outputTokens?: number;
}

interface CompletionBody {
  choices?: { message?: { content?: unknown; tool_calls?: unknown } }[];
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
}

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/**
 * Errors as the AI SDK gave them: an answer other than 2xx is a TargetError with its status, the
 * endpoint's own `error.message` (else the status text) and its Retry-After; an unreachable server
 * or an aborted signal is node's own error, for the caller to word.
 */
export async function completeChat(request: {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  messages: ChatMessage[];
  /** Offered in OpenAI's `tools` field, when the script declares tools. */
  tools?: unknown[];
  signal: AbortSignal;
  agents: ProtocolAgents;
  /** A longer answer is a ReplyTooLargeError, and its connection is closed unread. */
  maxReplyBytes: number;
}): Promise<ChatCompletion> {
  const url = new URL(`${request.baseUrl.replace(/\/+$/, "")}/chat/completions`);
  const payload = JSON.stringify({
    model: request.model,
    messages: request.messages,
    ...(request.tools?.length ? { tools: request.tools } : {}),
  });
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(payload)),
  };
  if (request.apiKey) headers.authorization = `Bearer ${request.apiKey}`;
  const response = await post(url, headers, payload, request.signal, request.agents, request.maxReplyBytes);
  const text = response.body;
  if (response.status < 200 || response.status >= 300) {
    throw new TargetError(
      `The target answered ${response.status}: ${errorMessageOf(text) ?? response.statusText}`,
      response.status,
      retryAfterMsOf(response.headers),
    );
  }
  let body: CompletionBody;
  try {
    body = JSON.parse(text) as CompletionBody;
  } catch {
    throw new TargetError(`The target's answer is not JSON: ${text.trim().slice(0, 200)}`);
  }
  const choice = body.choices?.[0];
  if (!choice) throw new TargetError("The target's answer has no choices.");
  const content = choice.message?.content;
  if (content !== undefined && content !== null && typeof content !== "string") {
    throw new TargetError("The target's answer has no text in choices[0].message.content.");
  }
  return {
    reply: content ?? "",
    toolCalls: toolCallsOf(choice.message?.tool_calls),
    inputTokens: count(body.usage?.prompt_tokens),
    outputTokens: count(body.usage?.completion_tokens),
  };
}

/** The calls in an answer; one without a function name is not a call the target can mean. */
function toolCallsOf(value: unknown): OpenAiToolCall[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown, index): OpenAiToolCall[] => {
    const call = entry as { id?: unknown; function?: { name?: unknown; arguments?: unknown } } | null;
    const name = call?.function?.name;
    if (typeof name !== "string" || name === "") {
      throw new TargetError("The target's answer has a tool call without a function name.");
    }
    const args = call?.function?.arguments;
    return [
      {
        id: typeof call?.id === "string" ? call.id : `call_${index}`,
        type: "function",
        function: { name, arguments: typeof args === "string" ? args : JSON.stringify(args ?? {}) },
      },
    ];
  });
}

function errorMessageOf(text: string): string | undefined {
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    return typeof message === "string" && message ? message : undefined;
  } catch {
    return undefined;
  }
}

interface RawAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * The whole answer as text, at most maxReplyBytes of it (reply-size.ts); a connection error or an
 * abort rejects with node's own error. A kept-alive socket the target closed just as it was reused
 * fails with ECONNRESET before the request reached anyone; Node's documentation says to retry
 * exactly that case, and it is not the target's failure, so it is retried (twice at most) whatever
 * the target's retry limit.
 */
function post(
  url: URL,
  headers: Record<string, string>,
  payload: string,
  signal: AbortSignal,
  agents: ProtocolAgents,
  maxReplyBytes: number,
  staleSocketRetries = 2,
): Promise<RawAnswer> {
  const agent = url.protocol === "https:" ? agents["https:"] : url.protocol === "http:" ? agents["http:"] : undefined;
  if (!agent) return Promise.reject(new TargetError(`The target's URL is not http(s): ${url.protocol}`));
  const request = url.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: "POST", headers, agent, signal }, (incoming) => {
      readCappedText(incoming, maxReplyBytes).then((body) => {
        const answerHeaders: Record<string, string> = {};
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join(", ") : value;
        }
        resolve({
          status: incoming.statusCode ?? 0,
          statusText: incoming.statusMessage ?? "",
          headers: answerHeaders,
          body,
        });
      }, reject);
    });
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (outgoing.reusedSocket && error.code === "ECONNRESET" && staleSocketRetries > 0 && !signal.aborted) {
        post(url, headers, payload, signal, agents, maxReplyBytes, staleSocketRetries - 1).then(resolve, reject);
        return;
      }
      reject(error);
    });
    outgoing.end(payload);
  });
}
