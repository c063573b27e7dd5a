import type { ChatPlan } from "./chat-plan";
import { continueGuidedConversation, startGuidedConversation } from "./guided-conversation";
import type { ConversationContext, GuidedTurn, TranscriptMessage } from "./types";

/** Test helper: a guided session played from its welcome through the given user messages. */
export interface PlayedSession {
  turns: GuidedTurn[];
  last: GuidedTurn;
  transcript: TranscriptMessage[];
}

export function playSession(plan: ChatPlan, ctx: ConversationContext, messages: readonly string[]): PlayedSession {
  let last = startGuidedConversation(plan, ctx);
  const turns = [last];
  const transcript: TranscriptMessage[] = [{ role: "assistant", text: last.reply }];
  for (const message of messages) {
    last = continueGuidedConversation(plan, last.state, message, ctx);
    turns.push(last);
    transcript.push({ role: "user", text: message }, { role: "assistant", text: last.reply });
  }
  return { turns, last, transcript };
}

/** User text meant to inject HTML and a script link into Markdown. */
export const HOSTILE_TEXT =
  "<img src=x onerror=alert(1)> see [link](javascript:alert(1)) and <script>alert(2)</script>";

/** Markdown in which no HTML tag and no link (an unescaped "](") can form. */
export function isInert(markdown: string): boolean {
  return !/<[a-z/!?]/i.test(markdown) && !/(?<!\\)\]\(/.test(markdown);
}
