import type { ServerResponse } from "node:http";
import { isRecord } from "./http-json";

export interface ChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** Content may be a string or OpenAI's list of parts; only the text parts count. */
function textOf(content: unknown): string | undefined {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return undefined;
  return content
    .filter((part): part is { type: "text"; text: string } => isRecord(part) && typeof part.text === "string")
    .map((part) => part.text)
    .join("\n");
}

/**
 * The user messages of an OpenAI chat request, oldest first, or why the request is unusable.
 * System and assistant messages are dropped: each planted assistant holds its own instructions
 * and its replies depend on the user's messages only.
 */
export function userMessagesOfChat(body: unknown): { messages: string[] } | { error: string } {
  if (!isRecord(body) || !Array.isArray(body.messages)) return { error: "`messages` must be an array." };
  const messages: string[] = [];
  for (const message of body.messages) {
    if (!isRecord(message) || typeof message.role !== "string") return { error: "Each message needs a `role`." };
    if (message.role !== "user") continue;
    const text = textOf(message.content);
    if (text === undefined) return { error: "A user message's `content` must be text." };
    messages.push(text);
  }
  if (messages.length === 0) return { error: "`messages` has no user message to answer." };
  return { messages };
}

/** Tokens counted as words: close enough for a client that only displays them. */
export function usageOf(prompt: readonly string[], reply: string): ChatUsage {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  const promptTokens = prompt.reduce((sum, text) => sum + words(text), 0);
  const completionTokens = words(reply);
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}

export interface Completion {
  id: string;
  created: number;
  model: string;
  reply: string;
  usage: ChatUsage;
}

export function completionBody(completion: Completion) {
  return {
    id: completion.id,
    object: "chat.completion",
    created: completion.created,
    model: completion.model,
    system_fingerprint: null,
    choices: [
      {
        index: 0,
        message: { role: "assistant", content: completion.reply, refusal: null },
        logprobs: null,
        finish_reason: "stop",
      },
    ],
    usage: completion.usage,
  };
}

/** Pieces of a few words each; joined, they are the reply again. */
export function streamPieces(reply: string, wordsPerPiece = 4): string[] {
  const words = reply.match(/\S+\s*/g) ?? [];
  const leading = /^\s*/.exec(reply)?.[0] ?? "";
  const pieces: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerPiece) {
    pieces.push(words.slice(index, index + wordsPerPiece).join(""));
  }
  if (pieces.length > 0) pieces[0] = leading + (pieces[0] ?? "");
  return pieces;
}

/**
 * Writes the reply as OpenAI streams it: a role chunk, content chunks of a few words, a chunk with
 * finish_reason "stop", a usage chunk when the client asked for one, then [DONE].
 */
export function writeCompletionStream(res: ServerResponse, completion: Completion, includeUsage: boolean): void {
  const { id, created, model } = completion;
  const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
  const usageField = includeUsage ? { usage: null } : {};
  const chunk = (delta: Record<string, string>, finishReason: "stop" | null) =>
    send({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      system_fingerprint: null,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      ...usageField,
    });

  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  chunk({ role: "assistant", content: "" }, null);
  for (const piece of streamPieces(completion.reply)) chunk({ content: piece }, null);
  chunk({}, "stop");
  if (includeUsage) {
    send({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      system_fingerprint: null,
      choices: [],
      usage: completion.usage,
    });
  }
  res.end("data: [DONE]\n\n");
}
