import type { ServerResponse } from "node:http";
import { pause } from "./pause";

export interface ChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface ChatStream {
  id: string;
  created: number;
  model: string;
  pieces: string[];
  usage: ChatUsage;
  includeUsage: boolean;
  chunkDelayMs: number;
  signal: AbortSignal;
}

/**
 * Splits text into word-sized pieces (long runs such as serialised JSON into 16 characters at
 * most), so that clients see several deltas. Joined, the pieces are the text again.
 */
export function splitIntoPieces(text: string): string[] {
  if (text === "") return [];
  return text.match(/\s*\S{1,16}\s*/g) ?? [text];
}

/**
 * Writes a chat completion as OpenAI streams it: a role chunk, one chunk per piece, a chunk with
 * finish_reason "stop", a usage chunk when asked for (stream_options.include_usage), then [DONE].
 */
export async function writeChatStream(res: ServerResponse, stream: ChatStream): Promise<void> {
  const { id, created, model } = stream;
  // With include_usage OpenAI sends `usage: null` on every chunk but the last one.
  const usageField = stream.includeUsage ? { usage: null } : {};
  const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
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
  for (const [index, piece] of stream.pieces.entries()) {
    if (index > 0 && !(await pause(stream.chunkDelayMs, stream.signal))) return;
    chunk({ content: piece }, null);
  }
  chunk({}, "stop");
  if (stream.includeUsage) {
    send({
      id,
      object: "chat.completion.chunk",
      created,
      model,
      system_fingerprint: null,
      choices: [],
      usage: stream.usage,
    });
  }
  res.end("data: [DONE]\n\n");
}
