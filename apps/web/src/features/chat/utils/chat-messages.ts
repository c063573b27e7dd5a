import type { UIMessage } from "ai";
import type { AgentMessage, AgentSessionStatus } from "@aesop/shared/contracts/agents";

/**
 * What a chat message carries beside its text: for a stored message, whether it failed and why;
 * for a streamed reply, the server's final word on the session (its message metadata).
 */
export interface ChatMessageMetadata {
  status?: AgentMessage["status"];
  error?: string | null;
  sessionStatus?: AgentSessionStatus;
  reportId?: number | null;
}

export type ChatMessage = UIMessage<ChatMessageMetadata>;

/** The stored conversation as the chat's initial messages. */
export function toChatMessages(messages: readonly AgentMessage[]): ChatMessage[] {
  return messages.map((message) => ({
    id: message.id,
    role: message.role,
    parts: [{ type: "text", text: message.text }],
    metadata: { status: message.status, error: message.error },
  }));
}

/** The text of a message (agents answer in text parts only). */
export function messageText(message: Pick<ChatMessage, "parts">): string {
  return message.parts.map((part) => (part.type === "text" ? part.text : "")).join("");
}

/** The last thing the user said: what POST .../messages sends as `text`. */
export function lastUserText(messages: readonly ChatMessage[]): string {
  const last = messages.findLast((message) => message.role === "user");
  return last ? messageText(last) : "";
}

export interface SessionOutcome {
  sessionStatus: AgentSessionStatus;
  reportId: number | null;
}

/** The session's state as a finished reply reports it, when the server sent it. */
export function sessionOutcome(metadata: unknown): SessionOutcome | null {
  if (typeof metadata !== "object" || metadata === null || !("sessionStatus" in metadata)) return null;
  const { sessionStatus } = metadata;
  if (sessionStatus !== "active" && sessionStatus !== "completed") return null;
  const reportId = "reportId" in metadata && typeof metadata.reportId === "number" ? metadata.reportId : null;
  return { sessionStatus, reportId };
}

/** A stored reply that failed, shown with its error and a retry. */
export const isFailedReply = (message: ChatMessage | undefined): message is ChatMessage =>
  message?.role === "assistant" && message.metadata?.status === "failed";
