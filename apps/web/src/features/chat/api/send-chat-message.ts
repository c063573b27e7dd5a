import { DefaultChatTransport } from "ai";
import type { ChatMessageRequest } from "@aesop/shared/contracts/agents";
import { apiRequestErrorFromResponse } from "@/lib/api-client";
import { lastUserText, type ChatMessage } from "../utils/chat-messages";
import { apiUrl } from "@/lib/api-url";

/** A refusal before the stream starts (JSON error, 4xx) becomes an ApiRequestError with the server's message. */
async function fetchChatReply(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (!response.ok) throw await apiRequestErrorFromResponse(response);
  return response;
}

/**
 * POST /api/agent-sessions/{id}/messages, answered in the AI SDK's UI message stream protocol. The
 * server keeps the conversation, so the request carries only the new text, or a retry of the last
 * (failed) reply — never the history.
 */
export function createChatTransport(sessionId: string) {
  return new DefaultChatTransport<ChatMessage>({
    api: apiUrl("post", "/api/agent-sessions/{sessionId}/messages", { path: { sessionId } }),
    credentials: "same-origin",
    fetch: fetchChatReply,
    prepareSendMessagesRequest: ({ messages, trigger }) => {
      const body: ChatMessageRequest =
        trigger === "regenerate-message" ? { retry: true } : { text: lastUserText(messages) };
      return { body };
    },
  });
}
