import { useState } from "react";
import { notice } from "@/lib/notice";
import type { ChatAgent } from "@aesop/shared/contracts/agents";
import { errorDescription } from "@/lib/error-description";
import { useCompleteAgentSession } from "../api/complete-agent-session";
import { useCreateAgentSession } from "../api/create-agent-session";
import { useAgentSession } from "../api/get-agent-session";
import { useAgentSessions } from "../api/get-agent-sessions";

/**
 * Which session of an agent the page shows. On entering, the newest session of the project is
 * resumed when it is still active (so a reload goes on where it was); otherwise none is open and
 * the page shows the agent's introduction. The user may start a new session or open a past one.
 */
export function useCurrentAgentSession(projectId: string, agent: ChatAgent) {
  const sessionsQuery = useAgentSessions(projectId, agent);
  // null until decided; decided once, so that a session that ends in view stays in view.
  const [opened, setOpened] = useState<{ id: string | null } | null>(null);
  // A session whose detail this page has just been given (created or completed here).
  const [freshId, setFreshId] = useState<string | null>(null);
  const create = useCreateAgentSession(projectId, agent);
  const complete = useCompleteAgentSession(projectId);

  let sessionId = opened?.id ?? null;
  if (opened === null && sessionsQuery.isSuccess) {
    const newest = sessionsQuery.data.sessions[0];
    sessionId = newest?.status === "active" ? newest.id : null;
    setOpened({ id: sessionId });
  }

  const detailQuery = useAgentSession(sessionId);
  // A cached conversation may be behind (another tab went on): wait for the fresh one.
  const detail =
    detailQuery.data && (detailQuery.isFetchedAfterMount || detailQuery.data.session.id === freshId)
      ? detailQuery.data
      : undefined;

  const start = () => {
    create.mutate(undefined, {
      onSuccess: (created) => {
        setFreshId(created.session.id);
        setOpened({ id: created.session.id });
      },
      onError: (error) => notice.error("Could not start a session", { description: errorDescription(error) }),
    });
  };

  const completeCurrent = () => {
    if (!sessionId) return;
    complete.mutate(sessionId, {
      onSuccess: (completed) => setFreshId(completed.session.id),
      onError: (error) => notice.error("Could not complete the report", { description: errorDescription(error) }),
    });
  };

  return {
    sessions: sessionsQuery.data?.sessions ?? [],
    sessionsQuery,
    /** Still deciding which session to show. */
    deciding: opened === null && !sessionsQuery.isError,
    sessionId,
    detail,
    detailQuery,
    open: (id: string) => setOpened({ id }),
    start,
    starting: create.isPending,
    complete: completeCurrent,
    completing: complete.isPending,
  };
}
