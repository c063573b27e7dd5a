import { z } from "zod";
import type { ChatCompletionRequest } from "./chat-request";

const mockErrorSchema = z.strictObject({
  message: z.string(),
  type: z.string().optional(),
  code: z.string().optional(),
});

// Shared by chat and transcription replies.
const timingAndErrorFields = {
  /** Wait before the first byte of the response. */
  delayMs: z.number().nonnegative().optional(),
  status: z.number().int().min(200).max(599).optional(),
  error: mockErrorSchema.optional(),
  retryAfterMs: z.number().nonnegative().optional(),
};

/**
 * A chat reply that can cross a process boundary: the control API takes it as JSON. Strict, so that
 * a misspelt field from a Playwright spec fails loudly instead of being ignored.
 */
export const serialisableReplySchema = z.strictObject({
  /** The assistant message's content. */
  text: z.string().optional(),
  /** Serialised with JSON.stringify as the content (for JSON mode and structured outputs). */
  json: z.unknown().optional(),
  /** The exact pieces of a streamed reply; joined, they are the non-streamed content too. */
  chunks: z.array(z.string()).optional(),
  ...timingAndErrorFields,
  /** Wait between two streamed pieces. */
  chunkDelayMs: z.number().nonnegative().optional(),
  usage: z
    .strictObject({ prompt_tokens: z.number().int().nonnegative(), completion_tokens: z.number().int().nonnegative() })
    .optional(),
  /**
   * Tool calls the assistant makes (non-streamed requests): `arguments` an object (serialised) or
   * the exact text (to send arguments that are not JSON). The content, if any, goes with them.
   * On `/v1/messages` they are `tool_use` blocks, the text parsed as their input when it is JSON.
   */
  toolCalls: z
    .array(
      z.strictObject({ name: z.string().min(1), arguments: z.union([z.string(), z.record(z.string(), z.unknown())]) }),
    )
    .optional(),
});

export type SerialisableReply = z.infer<typeof serialisableReplySchema>;

/**
 * A standing reply: unlike a scripted one it is not consumed, so every request it matches gets it
 * (a planted unsafe answer to chosen messages, however often and in whatever order they come).
 * It matches when the last user message contains `lastUserContains` and the request names `model`.
 */
export const mockRuleSchema = z
  .strictObject({
    lastUserContains: z.string().min(1).optional(),
    model: z.string().min(1).optional(),
    /**
     * The tool whose result the request ends with ("" for a request that ends with the user's
     * message): a tool-calling assistant scripted round by round, call after call.
     */
    afterTool: z.string().optional(),
    reply: serialisableReplySchema,
  })
  .refine(
    (rule) => rule.lastUserContains !== undefined || rule.model !== undefined,
    "A rule needs lastUserContains or model.",
  );

export type MockRule = z.infer<typeof mockRuleSchema>;

/**
 * A scripted chat reply. `status` >= 400 or `error` makes it an OpenAI-style error response;
 * `retryAfterMs` adds `retry-after-ms` and `retry-after` headers (SDKs wait that long before a retry).
 * `match` keeps the reply queued until a request it accepts arrives (an Anthropic `/v1/messages`
 * request is shown to it as the chat completion it amounts to: messages-request.ts).
 */
export type MockReply = SerialisableReply & { match?: (request: ChatCompletionRequest) => boolean };

export const transcriptionReplySchema = z.union([
  z.string(),
  z.strictObject({ text: z.string().optional(), ...timingAndErrorFields }),
]);

/** A scripted transcription: its text, or an object for delays and errors. */
export type TranscriptionReply = z.infer<typeof transcriptionReplySchema>;

export type ErrorReplyFields = Pick<SerialisableReply, "status" | "error" | "retryAfterMs">;

export function isErrorReply(reply: ErrorReplyFields): boolean {
  return reply.error !== undefined || (reply.status ?? 200) >= 400;
}

/** The content a reply scripts, or undefined when it scripts only timing, usage or the like. */
export function scriptedContent(reply: SerialisableReply): string | undefined {
  if (reply.text !== undefined) return reply.text;
  if (reply.json !== undefined) return JSON.stringify(reply.json);
  return reply.chunks?.join("");
}
