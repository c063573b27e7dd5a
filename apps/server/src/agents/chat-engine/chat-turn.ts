import { createUIMessageStream, generateId, type UIMessage } from "ai";
import type { ChatMessageRequest } from "@aesop/shared/contracts/agents";
import type { TokenUsage } from "@aesop/shared/contracts/reports";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { addTokenUsage } from "../runtime/llm/token-usage";
import { chatAgentOf } from "./chat-agent";
import { loadConversationContext } from "./chat-context";
import { continueGuidedConversation, parseGuidedState } from "./guided/index";
import { produceReply } from "./chat-reply";
import { writeSessionReport } from "./chat-report";
import { assertActive, findOwnSession, type ChatDeps } from "./chat-sessions.service";
import { appendMessageRow, deleteMessageRow, listMessageRows, updateSessionRow } from "./chat-sessions.queries";

/** Sent with the reply's last chunk: whether the session goes on, and the report when it ended. */
export interface ReplyMetadata {
  sessionStatus: "active" | "completed";
  reportId: number | null;
}

const TITLE_MAX = 80;

/**
 * One exchange: the user's message (or a retry of the failed reply) is stored, the reply is
 * streamed in the AI SDK's UI message stream protocol and stored when it ends. A failed reply is
 * stored as failed with its reason, so that nothing the user wrote is lost and a retry can redo it.
 */
export async function startChatTurn(
  deps: ChatDeps & { logger: Logger },
  userId: string,
  sessionId: string,
  request: ChatMessageRequest,
  abortSignal: AbortSignal,
) {
  const session = await findOwnSession(deps, userId, sessionId);
  assertActive(session);
  const stored = await listMessageRows(deps.db, sessionId);
  let userText: string;
  if ("text" in request) {
    userText = request.text;
    stored.push(await appendMessageRow(deps.db, { sessionId, role: "user", text: userText }));
  } else {
    const last = stored.at(-1);
    if (last?.role === "assistant" && last.status === "failed") {
      await deleteMessageRow(deps.db, last.id);
      stored.pop();
    }
    const pending = stored.at(-1);
    if (pending?.role !== "user") throw new AppError(409, "NOTHING_TO_RETRY", "There is no failed reply to retry.");
    userText = pending.text;
  }

  const definition = chatAgentOf(deps.chatAgents, session.agent);
  const context = await loadConversationContext(deps, userId, session.projectId, definition);
  const guided = continueGuidedConversation(definition.plan, parseGuidedState(session.state), userText, context);
  const history = stored
    .filter((message) => message.status === "complete")
    .map((message) => ({ role: message.role, text: message.text }));
  const reply = produceReply(deps.agents, {
    agent: definition,
    mode: session.mode,
    sessionId,
    userId,
    history,
    guided,
    context,
    abortSignal,
  });

  const messageId = generateId();
  return createUIMessageStream<UIMessage<ReplyMetadata>>({
    execute: async ({ writer }) => {
      writer.write({ type: "start", messageId });
      writer.write({ type: "text-start", id: messageId });
      let text = "";
      try {
        for await (const delta of reply.deltas as AsyncIterable<string>) {
          text += delta;
          writer.write({ type: "text-delta", id: messageId, delta });
        }
      } catch (error) {
        if (abortSignal.aborted) {
          // Stopped by the user: keep what they saw, so that the conversation reads as it happened.
          if (text.trim()) await saveReply(text, undefined);
          return;
        }
        const reason = error instanceof Error ? error.message : String(error);
        deps.logger.warn({ sessionId, err: reason }, "chat reply failed");
        await appendMessageRow(deps.db, { sessionId, role: "assistant", text, status: "failed", error: reason });
        writer.write({ type: "text-end", id: messageId });
        writer.write({ type: "error", errorText: `The agent could not reply: ${reason}` });
        return;
      }
      writer.write({ type: "text-end", id: messageId });
      const metadata = await saveReply(text, await reply.usage().catch(() => undefined));
      writer.write({ type: "finish", messageMetadata: metadata });
    },
    onError: (error) => (error instanceof Error ? error.message : "The agent could not reply."),
  });

  async function saveReply(text: string, usage: TokenUsage | undefined): Promise<ReplyMetadata> {
    await appendMessageRow(deps.db, { sessionId, role: "assistant", text });
    const title =
      session.title || (guided.timeframe !== null && session.timeframe === null ? "" : userText.slice(0, TITLE_MAX));
    let updated = await updateSessionRow(deps.db, sessionId, {
      state: guided.state,
      timeframe: guided.timeframe,
      title: title.replace(/\s+/g, " ").trim(),
      usage: usage ? addTokenUsage(session.usage ?? undefined, usage) : session.usage,
    });
    if (guided.completed) updated = await writeSessionReport(deps, definition, userId, updated, context);
    return { sessionStatus: updated.status, reportId: updated.reportId };
  }
}
