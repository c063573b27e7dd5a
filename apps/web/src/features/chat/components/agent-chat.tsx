import { PlusIcon, RefreshCwIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { ChatAgent } from "@aesop/shared/contracts/agents";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useCurrentAgentSession } from "../hooks/use-current-agent-session";
import { ChatPanel } from "./chat-panel";
import { PastSessionsMenu } from "./past-sessions-menu";
import { PendingIcon } from "@/components/ui/pending-icon";

export interface AgentChatIntroProps {
  /** Opens a new session. */
  onStart: () => void;
  starting: boolean;
}

export interface AgentChatProps {
  projectId: string;
  agent: ChatAgent;
  /** 'Ideation Agent'. */
  agentName: string;
  voiceInput?: boolean;
  welcomeQuickReplies?: readonly string[];
  /** The agent's introduction with its Start button, shown while no session is open. */
  renderIntro: (intro: AgentChatIntroProps) => ReactNode;
  /** Size of the chat panel (and of its loading state). */
  panelClassName?: string;
}

/**
 * A chat agent's page body: resumes the project's active session, or introduces the agent; then
 * the conversation, with new and past sessions at hand.
 */
export function AgentChat({
  projectId,
  agent,
  agentName,
  voiceInput = false,
  welcomeQuickReplies,
  renderIntro,
  panelClassName,
}: AgentChatProps) {
  const current = useCurrentAgentSession(projectId, agent);
  const pastSessions =
    current.sessions.length > 0 ? (
      <PastSessionsMenu sessions={current.sessions} currentId={current.sessionId} onOpen={current.open} />
    ) : null;

  if (current.deciding) {
    return <Skeleton role="status" aria-label="Loading the conversation" className={cn("w-full", panelClassName)} />;
  }

  if (!current.sessionId) {
    return (
      <div className="grid min-w-0 gap-4">
        {current.sessionsQuery.isError && (
          <p role="alert" className="text-sm text-destructive">
            Your earlier sessions could not be loaded just now.
          </p>
        )}
        {pastSessions && <div className="flex justify-end">{pastSessions}</div>}
        {renderIntro({ onStart: current.start, starting: current.starting })}
      </div>
    );
  }

  if (!current.detail) {
    if (current.detailQuery.isError) {
      return (
        <div
          role="alert"
          className={cn(
            "grid place-content-center justify-items-center gap-3 rounded-xl border p-6 text-center text-sm",
            panelClassName,
          )}
        >
          <p>This conversation could not be loaded.</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => void current.detailQuery.refetch()}>
              <RefreshCwIcon aria-hidden="true" />
              Try again
            </Button>
            <Button type="button" size="sm" onClick={current.start} disabled={current.starting}>
              <PlusIcon aria-hidden="true" />
              New session
            </Button>
          </div>
        </div>
      );
    }
    return <Skeleton role="status" aria-label="Loading the conversation" className={cn("w-full", panelClassName)} />;
  }

  return (
    <ChatPanel
      key={current.detail.session.id}
      session={current.detail.session}
      messages={current.detail.messages}
      agentName={agentName}
      voiceInput={voiceInput}
      welcomeQuickReplies={welcomeQuickReplies}
      onCompleteReport={current.complete}
      completing={current.completing}
      onNewSession={current.start}
      startingSession={current.starting}
      className={panelClassName}
      toolbar={
        <>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={current.start}
            disabled={current.starting}
            title="New session"
          >
            <PendingIcon pending={current.starting} icon={PlusIcon} />
            <span className="max-sm:sr-only">New session</span>
          </Button>
          {pastSessions}
        </>
      }
    />
  );
}
