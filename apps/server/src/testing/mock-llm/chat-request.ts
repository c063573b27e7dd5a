import { z } from "zod";

const messagePartSchema = z.looseObject({ type: z.string(), text: z.string().optional() });

// Loose on purpose: clients send many fields the mock has no use for (tools, temperature, ...).
export const chatCompletionRequestSchema = z.looseObject({
  model: z.string().optional(),
  messages: z.array(
    z.looseObject({
      role: z.string(),
      content: z.union([z.string(), z.array(messagePartSchema), z.null()]).optional(),
    }),
  ),
  stream: z.boolean().nullish(),
  stream_options: z.looseObject({ include_usage: z.boolean().nullish() }).nullish(),
  response_format: z.looseObject({ type: z.string() }).nullish(),
  tools: z.array(z.looseObject({ type: z.string(), function: z.looseObject({ name: z.string() }) })).nullish(),
  tool_choice: z
    .union([z.string(), z.looseObject({ type: z.string(), function: z.looseObject({ name: z.string() }).optional() })])
    .nullish(),
});

/** The body of `POST /v1/chat/completions`, as far as the mock reads it. */
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;

type ChatMessage = ChatCompletionRequest["messages"][number];

function messageText(message: ChatMessage): string {
  const { content } = message;
  if (typeof content === "string") return content;
  return (content ?? []).map((part) => part.text ?? "").join("");
}

export function lastUserText(request: ChatCompletionRequest): string {
  const lastUser = request.messages.findLast((message) => message.role === "user");
  return lastUser ? messageText(lastUser) : "";
}

/** True when the client asked for JSON output (JSON mode or structured outputs). */
export function asksForJson(request: ChatCompletionRequest): boolean {
  const type = request.response_format?.type;
  return type === "json_object" || type === "json_schema";
}

/** The function the client forces the model to call (`tool_choice: {type: "function", ...}`), if any. */
export function forcedToolName(request: ChatCompletionRequest): string | undefined {
  const choice = request.tool_choice;
  return typeof choice === "object" && choice?.type === "function" ? choice.function?.name : undefined;
}

/** A token is roughly a word here: stable, cheap, and good enough for budgets in tests. */
export function countTokens(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function countPromptTokens(request: ChatCompletionRequest): number {
  return request.messages.reduce((total, message) => total + countTokens(messageText(message)), 0);
}
