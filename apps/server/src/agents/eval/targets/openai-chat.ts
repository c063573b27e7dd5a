import { retryAfterMsOf, TargetError } from "./call-limits";

/**
 * One chat completion from an OpenAI-compatible endpoint (`POST {baseUrl}/chat/completions`), with
 * node's fetch and no SDK. An evaluation run calls its target hundreds of times and reads only the
 * reply and the token counts: through the AI SDK a call cost about 1.3 ms more wall time and 1 ms
 * more CPU (bench `--only eval-run`), spent on its request and response validation and streams.
 * Streamed replies still go through the SDK (target-adapters.ts).
 */

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatCompletion {
  reply: string;
  inputTokens?: number;
  outputTokens?: number;
}

interface CompletionBody {
  choices?: { message?: { content?: unknown } }[];
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
}

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/**
 * Errors as the AI SDK gave them: an answer other than 2xx is a TargetError with its status, the
 * endpoint's own `error.message` (else the status text) and its Retry-After; an unreachable server
 * or an aborted signal is fetch's own error, for the caller to word.
 */
export async function completeChat(request: {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  messages: ChatMessage[];
  signal: AbortSignal;
}): Promise<ChatCompletion> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (request.apiKey) headers.authorization = `Bearer ${request.apiKey}`;
  const response = await fetch(`${request.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers,
    body: JSON.stringify({ model: request.model, messages: request.messages }),
    signal: request.signal,
  });
  const text = await response.text();
  if (!response.ok) {
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
    inputTokens: count(body.usage?.prompt_tokens),
    outputTokens: count(body.usage?.completion_tokens),
  };
}

function errorMessageOf(text: string): string | undefined {
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    return typeof message === "string" && message ? message : undefined;
  } catch {
    return undefined;
  }
}
