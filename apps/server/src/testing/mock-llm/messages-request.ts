import { z } from "zod";
import type { ChatCompletionRequest } from "./chat-request";

/**
 * The body of Anthropic's `POST /v1/messages`, as far as the mock reads it. Loose like the chat
 * completion schema (clients send temperature, metadata, cache_control...), but the fields the
 * API requires are required here too.
 */

const textBlockSchema = z.looseObject({ type: z.literal("text"), text: z.string() });

const contentBlockSchema = z.looseObject({
  type: z.string(),
  text: z.string().optional(),
  /** tool_use */
  id: z.string().optional(),
  name: z.string().optional(),
  input: z.unknown().optional(),
  /** tool_result */
  tool_use_id: z.string().optional(),
  content: z.union([z.string(), z.array(z.looseObject({ type: z.string(), text: z.string().optional() }))]).optional(),
  is_error: z.boolean().optional(),
});

export const messagesRequestSchema = z.looseObject({
  model: z.string().min(1),
  max_tokens: z.number().int().positive(),
  system: z.union([z.string(), z.array(textBlockSchema)]).optional(),
  messages: z.array(
    z.looseObject({
      role: z.enum(["user", "assistant"]),
      content: z.union([z.string(), z.array(contentBlockSchema)]),
    }),
  ),
  tools: z
    .array(
      z.looseObject({
        name: z.string().min(1),
        description: z.string().optional(),
        input_schema: z.record(z.string(), z.unknown()),
      }),
    )
    .optional(),
  tool_choice: z.looseObject({ type: z.string(), name: z.string().optional() }).optional(),
  stream: z.boolean().optional(),
});

export type MessagesRequest = z.infer<typeof messagesRequestSchema>;
type ContentBlock = z.infer<typeof contentBlockSchema>;
type ChatMessage = ChatCompletionRequest["messages"][number];

const textOf = (blocks: readonly { type: string; text?: string }[]) =>
  blocks
    .filter((block) => block.type === "text")
    .map((block) => block.text ?? "")
    .join("");

/** One Anthropic message as the chat messages it amounts to (tool results are `tool` messages there). */
function chatMessagesOf(message: MessagesRequest["messages"][number]): ChatMessage[] {
  if (typeof message.content === "string") return [{ role: message.role, content: message.content }];
  const blocks: ContentBlock[] = message.content;
  if (message.role === "assistant") {
    const calls = blocks
      .filter((block) => block.type === "tool_use")
      .map((block) => ({
        id: block.id,
        type: "function",
        function: { name: block.name, arguments: JSON.stringify(block.input ?? {}) },
      }));
    return [{ role: "assistant", content: textOf(blocks) || null, ...(calls.length ? { tool_calls: calls } : {}) }];
  }
  const results = blocks
    .filter((block) => block.type === "tool_result")
    .map((block): ChatMessage => ({
      role: "tool",
      tool_call_id: block.tool_use_id,
      content: typeof block.content === "string" ? block.content : textOf(block.content ?? []),
    }));
  const text = textOf(blocks);
  return [...results, ...(text ? [{ role: "user", content: text }] : [])];
}

/**
 * The request as the chat completion it amounts to, so that one reply mechanism answers both
 * protocols: scripted replies' `match`, rules (`lastUserContains`, `afterTool`), the built-in
 * content and token counts read this view.
 */
export function asChatRequest(request: MessagesRequest): ChatCompletionRequest {
  const system = typeof request.system === "string" ? request.system : textOf(request.system ?? []);
  const forced = request.tool_choice?.type === "tool" ? request.tool_choice.name : undefined;
  return {
    model: request.model,
    messages: [...(system ? [{ role: "system", content: system }] : []), ...request.messages.flatMap(chatMessagesOf)],
    ...(request.tools
      ? {
          tools: request.tools.map((tool) => ({
            type: "function",
            function: { name: tool.name, description: tool.description, parameters: tool.input_schema },
          })),
        }
      : {}),
    ...(forced ? { tool_choice: { type: "function", function: { name: forced } } } : {}),
  };
}
