import { useChat } from "@ai-sdk/react";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { AgentMessage, AgentSession } from "@aesop/shared/contracts/agents";
import { ApiRequestError } from "@/lib/api-client";
import { createChatTransport } from "../api/send-chat-message";
import {
  isFailedReply,
  messageText,
  sessionOutcome,
  toChatMessages,
  type ChatMessage,
  type SessionOutcome,
} from "../utils/chat-messages";
import { queryKeys } from "@/lib/query-keys";

export interface UseAgentChatOptions {
  session: AgentSession;
  /** The stored conversation; read once, when the chat opens. */
  messages: readonly AgentMessage[];
  /** The server refused a message before replying (too long, session ended…): it kept nothing. */
  onRefused?: (text: string, error: ApiRequestError) => void;
}

/** Why the last reply is missing, for the Retry state. */
export interface ReplyFailure {
  message: string;
}

/**
 * One session's conversation on top of the AI SDK's useChat: the server keeps the history, replies
 * stream in, a failed reply can be retried, and a reply that ends the session refreshes it.
 */
export function useAgentChat({ session, messages: stored, onRefused }: UseAgentChatOptions) {
  const queryClient = useQueryClient();
  const [transport] = useState(() => createChatTransport(session.id));
  const [initialMessages] = useState(() => toChatMessages(stored));
  const [announcement, setAnnouncement] = useState("");
  const [outcome, setOutcome] = useState<SessionOutcome | null>(null);
  const [refusal, setRefusal] = useState<Error | null>(null);
  // What the request in flight is, so that a refusal is told apart from a failed retry.
  const pending = useRef<"message" | "retry" | null>(null);

  const chat = useChat<ChatMessage>({
    id: session.id,
    messages: initialMessages,
    transport,
    onFinish: ({ message, isAbort, isError }) => {
      if (isAbort || isError) return;
      setAnnouncement(messageText(message));
      // The list shows each session's title and length.
      void queryClient.invalidateQueries({ queryKey: queryKeys.agentSessions(session.projectId, session.agent) });
      const finished = sessionOutcome(message.metadata);
      if (finished?.sessionStatus !== "completed") return;
      setOutcome(finished);
      void queryClient.invalidateQueries({ queryKey: queryKeys.agentSession(session.id) });
      // The workspace's reports live under the project's key.
      void queryClient.invalidateQueries({ queryKey: queryKeys.project(session.projectId) });
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError) || pending.current !== "message") return;
      // Refused before any reply: the server stored nothing, so the conversation drops the
      // message too and its text goes back to the input.
      const text = messageText(chat.messages.at(-1) ?? { parts: [] });
      chat.setMessages((messages) => (messages.at(-1)?.role === "user" ? messages.slice(0, -1) : messages));
      setRefusal(error);
      onRefused?.(text, error);
      void queryClient.invalidateQueries({ queryKey: queryKeys.agentSession(session.id) });
    },
  });

  const send = (text: string) => {
    pending.current = "message";
    setRefusal(null);
    void chat.sendMessage({ text });
  };

  const retry = () => {
    pending.current = "retry";
    setRefusal(null);
    void chat.regenerate();
  };

  const { status, messages } = chat;
  const last = messages.at(-1);
  const busy = status === "submitted" || status === "streaming";
  const typing =
    status === "submitted" || (status === "streaming" && (last?.role !== "assistant" || !messageText(last)));

  let failure: ReplyFailure | null = null;
  if (status === "error" && chat.error && chat.error !== refusal) {
    failure = { message: chat.error.message || "The agent could not reply." };
  } else if (status === "ready" && isFailedReply(last)) {
    // Worded like the stream's own error ('The agent could not reply: …').
    const reason = last.metadata?.error?.trim();
    failure = { message: reason ? `The agent could not reply: ${reason}` : "The agent could not reply." };
  } else if (status === "ready" && last?.role === "user" && session.status === "active") {
    failure = { message: "The agent has not answered this message." };
  }

  return {
    messages,
    status,
    busy,
    typing,
    failure,
    /** The server's refusal of the last message, shown by the input. */
    refusal: status === "error" && chat.error === refusal ? refusal : null,
    /** The session ended with the last reply ('complete report'). */
    outcome,
    /** The newest complete reply, for screen readers. */
    announcement,
    send,
    retry,
    stop: () => void chat.stop(),
  };
}
