import { streamText, type ModelMessage } from "ai";
import { z } from "zod";
import type { AgentMode } from "@aesop/shared/contracts/agents";
import type { TokenUsage } from "@aesop/shared/contracts/reports";
import type { AgentRuntime } from "../runtime/agent-runtime";
import { toTokenUsage } from "../runtime/llm/token-usage";
import { delimitUntrusted, UNTRUSTED_DATA_RULE } from "../runtime/llm/untrusted";
import { postSignedWebhook } from "../runtime/webhooks/webhook-request";
import type { ChatAgentDefinition } from "./chat-agent";
import { describePlanForModel, type ChatPlan, type ConversationContext, type GuidedState } from "./guided/index";

/** A reply being produced: its text arrives in pieces; usage is known once it has ended. */
export interface ReplyStream {
  /** Guided replies are ready at once (a plain iterable); model and webhook replies arrive over time. */
  deltas: AsyncIterable<string> | Iterable<string>;
  usage(): Promise<TokenUsage | undefined>;
}

export interface ReplyRequest {
  agent: ChatAgentDefinition;
  mode: AgentMode;
  sessionId: string;
  userId: string;
  /** The conversation so far, the user's new message last. */
  history: Array<{ role: "user" | "assistant"; text: string }>;
  /** The guided engine's turn for the new message: its reply is guided mode's, its state guides the model. */
  guided: { reply: string; state: GuidedState; completed: boolean };
  context: ConversationContext;
  abortSignal: AbortSignal;
}

export function produceReply(runtime: AgentRuntime, request: ReplyRequest): ReplyStream {
  // Ending the session is the platform's decision, the same in every mode: the guided closing says so.
  if (request.guided.completed || request.mode === "guided") return fixedReply(request.guided.reply);
  if (request.mode === "webhook") return webhookReply(runtime, request);
  return modelReply(runtime, request);
}

/** Guided replies are streamed too (the same protocol in every mode), a few words at a time. */
export function fixedReply(text: string): ReplyStream {
  return {
    deltas: (function* () {
      const pieces = text.match(/\S+\s*|\s+/g) ?? [];
      for (let index = 0; index < pieces.length; index += 4) yield pieces.slice(index, index + 4).join("");
    })(),
    usage: () => Promise.resolve(undefined),
  };
}

export function chatSystemPrompt(plan: ChatPlan, state: GuidedState, context: ConversationContext): string {
  return [
    plan.model.role,
    `The project is called ${JSON.stringify(context.projectName)}.`,
    describePlanForModel(plan, state, context),
    "Ask one question at a time. Reflect the user's own words back briefly before asking the next question. Keep replies under 180 words and use Markdown sparingly.",
    UNTRUSTED_DATA_RULE,
  ].join("\n\n");
}

function modelReply(runtime: AgentRuntime, request: ReplyRequest): ReplyStream {
  const configured = runtime.model;
  if (!configured) throw new Error("LLM mode without a configured model");
  const messages: ModelMessage[] = request.history.map((message) =>
    message.role === "user"
      ? { role: "user", content: delimitUntrusted("user_message", message.text) }
      : { role: "assistant", content: message.text },
  );
  const result = streamText({
    model: configured.model,
    system: chatSystemPrompt(request.agent.plan, request.guided.state, request.context),
    messages,
    abortSignal: request.abortSignal,
    ...configured.callSettings,
    // Errors arrive in fullStream and are handled there; the SDK would also print them.
    onError: () => undefined,
  });
  return {
    deltas: (async function* () {
      for await (const part of result.fullStream) {
        if (part.type === "text-delta") yield part.text;
        else if (part.type === "error") throw part.error instanceof Error ? part.error : new Error(String(part.error));
      }
    })(),
    usage: async () => toTokenUsage(configured.name, await result.totalUsage),
  };
}

/** The external chat workflow's answer: n8n's chat trigger answers `output`; others `text` or `reply`. */
const webhookAnswerSchema = z.union([
  z.object({ output: z.string() }),
  z.object({ text: z.string() }),
  z.object({ reply: z.string() }),
]);

function webhookReply(runtime: AgentRuntime, request: ReplyRequest): ReplyStream {
  const agent = request.agent.plan.agent;
  const url = runtime.webhooks[agent];
  const secret = runtime.webhookSecret;
  if (!url || !secret) throw new Error(`The ${agent} webhook is not configured.`);
  const metadata: Record<string, unknown> = {
    user_id: request.userId,
    project_name: request.context.projectName,
    ...request.agent.webhookMetadata?.(request.context),
  };
  const chatInput = request.history.at(-1)?.text ?? "";
  return {
    deltas: (async function* () {
      const response = await postSignedWebhook(
        url,
        JSON.stringify({ action: "sendMessage", sessionId: request.sessionId, chatInput, metadata }),
        { secret, timeoutMs: runtime.webhookTimeoutMs },
      );
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new Error("The chat webhook did not answer with JSON.");
      }
      const answer = webhookAnswerSchema.safeParse(Array.isArray(body) ? body[0] : body);
      if (!answer.success) throw new Error("The chat webhook's answer has no output, text or reply.");
      const text =
        "output" in answer.data ? answer.data.output : "text" in answer.data ? answer.data.text : answer.data.reply;
      yield* fixedReply(text).deltas;
    })(),
    usage: () => Promise.resolve(undefined),
  };
}
