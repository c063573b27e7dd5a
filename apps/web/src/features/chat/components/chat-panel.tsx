import { markdownToPlainText } from "@/lib/markdown-text";
import { CheckCircle2Icon } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { AgentMessage, AgentSession } from "@aesop/shared/contracts/agents";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format-date";
import { useAgentChat } from "../hooks/use-agent-chat";
import { useStickToBottom } from "../hooks/use-stick-to-bottom";
import { messageText } from "../utils/chat-messages";
import { ChatComposer } from "./chat-composer";
import { ChatMessageBubble } from "./chat-message-bubble";
import { ReplyFailure } from "./reply-failure";
import { SessionEndedNotice } from "./session-ended-notice";
import { TypingIndicator } from "./typing-indicator";
import { PendingIcon } from "@/components/ui/pending-icon";

export interface ChatPanelProps {
  session: AgentSession;
  /** The stored conversation, read when the panel opens (key the panel by session id). */
  messages: readonly AgentMessage[];
  /** 'Ideation Agent': names the agent's messages for screen readers. */
  agentName: string;
  /** Offer voice input (a transcription model is configured). */
  voiceInput?: boolean;
  /** Answers offered as chips while the agent's welcome is the only message (the timeframes). */
  welcomeQuickReplies?: readonly string[];
  /** Ends the session and writes its report ('Complete report'). */
  onCompleteReport?: () => void;
  completing?: boolean;
  onNewSession?: () => void;
  startingSession?: boolean;
  /** More session actions in the panel's header (new session, past sessions). */
  toolbar?: ReactNode;
  className?: string;
}

/**
 * The conversation with a chat agent: messages (the user's right, the agent's left in Markdown),
 * a typing indicator and Stop while a reply streams, Retry on a failed reply, and the input —
 * or, once the session is over, where its report is.
 */
export function ChatPanel({
  session,
  messages: stored,
  agentName,
  voiceInput = false,
  welcomeQuickReplies = [],
  onCompleteReport,
  completing = false,
  onNewSession,
  startingSession = false,
  toolbar,
  className,
}: ChatPanelProps) {
  const [draft, setDraft] = useState("");
  const chat = useAgentChat({
    session,
    messages: stored,
    // The refused text comes back for editing, unless the user has typed something new meanwhile.
    onRefused: (text) => setDraft((current) => (current.trim() ? current : text)),
  });
  const last = chat.messages.at(-1);
  // Changes whenever the list grows: a message, a streamed word, the typing dots, a failure.
  const contentKey = [
    chat.messages.length,
    last ? messageText(last).length : 0,
    chat.typing,
    chat.failure?.message,
  ].join();
  const { ref: messagesRef, onScroll, stick } = useStickToBottom<HTMLDivElement>(contentKey);

  const ended = session.status === "completed" || chat.outcome?.sessionStatus === "completed";
  const reportId = session.reportId ?? chat.outcome?.reportId ?? null;
  const locked = ended || completing;
  const onlyWelcome = chat.messages.length === 1 && chat.messages[0]?.role === "assistant";
  const quickReplies = !locked && !chat.busy && onlyWelcome && session.timeframe === null ? welcomeQuickReplies : [];
  const started = formatDateTime(session.createdAt);

  const send = (text: string) => {
    stick();
    setDraft("");
    chat.send(text);
  };

  return (
    <section
      aria-label={`Conversation with the ${agentName}`}
      data-slot="chat-panel"
      data-session-id={session.id}
      data-status={chat.status}
      data-session-status={ended ? "completed" : "active"}
      className={cn("flex min-h-0 min-w-0 flex-col overflow-hidden rounded-xl border bg-card shadow-sm", className)}
    >
      {/* Below sm the title takes its own row, so that the actions do not squeeze it to a letter. */}
      <header className="flex min-w-0 flex-wrap items-center gap-2 border-b px-3 py-2 sm:flex-nowrap sm:px-4">
        <div className="min-w-0 flex-1 basis-full sm:basis-0">
          <p className="truncate text-sm font-medium" title={session.title || undefined}>
            {session.title || "New session"}
          </p>
          <p className="truncate text-xs text-muted-foreground">
            {ended ? "Completed" : "In progress"}
            {session.timeframe !== null && ` · ${session.timeframe} min`}
            {started && ` · started ${started}`}
          </p>
        </div>
        {!ended && onCompleteReport && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={onCompleteReport}
            disabled={completing || chat.busy}
          >
            <PendingIcon pending={completing} icon={CheckCircle2Icon} />
            Complete report
          </Button>
        )}
        {toolbar}
      </header>

      <div
        ref={messagesRef}
        onScroll={onScroll}
        data-slot="chat-messages"
        role="region"
        aria-label="Conversation"
        tabIndex={0}
        // Positioned, so that the messages' screen-reader labels (absolute) stay inside the scroller
        // instead of lengthening the page.
        className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset sm:px-4"
      >
        <ol aria-label="Messages" className="grid gap-3">
          {chat.messages.map((message) => (
            <ChatMessageBubble key={message.id} message={message} agentName={agentName} />
          ))}
        </ol>
        {chat.typing && (
          <div className="mt-3">
            <TypingIndicator />
          </div>
        )}
        {chat.failure && !ended && (
          <div className="mt-3">
            <ReplyFailure message={chat.failure.message} onRetry={chat.retry} disabled={locked} />
          </div>
        )}
      </div>

      <div className="grid gap-2 border-t px-3 py-3 sm:px-4">
        {ended ? (
          <SessionEndedNotice
            reportId={reportId}
            projectId={session.projectId}
            onNewSession={onNewSession}
            starting={startingSession}
          />
        ) : (
          <>
            {quickReplies.length > 0 && (
              <div role="group" aria-label="Quick replies" className="flex flex-wrap gap-2">
                {quickReplies.map((reply) => (
                  <Button
                    key={reply}
                    type="button"
                    size="sm"
                    variant="secondary"
                    className="rounded-full"
                    onClick={() => send(reply)}
                  >
                    {reply}
                  </Button>
                ))}
              </div>
            )}
            <ChatComposer
              value={draft}
              onValueChange={setDraft}
              onSend={send}
              onStop={chat.stop}
              busy={chat.busy}
              disabled={locked}
              voiceInput={voiceInput}
              error={chat.refusal?.message}
            />
          </>
        )}
      </div>

      {/* Complete replies only: announcing every streamed word would drown the reader. */}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-slot="chat-announcer">
        {ended
          ? "This session has ended. Its report is in the workspace."
          : chat.announcement && `${agentName}: ${markdownToPlainText(chat.announcement)}`}
      </div>
    </section>
  );
}
