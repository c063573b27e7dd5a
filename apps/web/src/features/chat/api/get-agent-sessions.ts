import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AgentSession, ChatAgent } from "@aesop/shared/contracts/agents";
import { apiRequest } from "@/lib/api-client";

/** Under the project's key: invalidating ["projects", projectId] refreshes the list too. */
export const agentSessionsQueryKey = (projectId: string, agent: ChatAgent) =>
  ["projects", projectId, "agent-sessions", agent] as const;

export interface AgentSessionList {
  sessions: AgentSession[];
}

/** GET /api/projects/{id}/agent-sessions?agent=…: the project's sessions with one agent, newest first. */
export const getAgentSessions = (projectId: string, agent: ChatAgent) =>
  apiRequest<AgentSessionList>(
    `/projects/${encodeURIComponent(projectId)}/agent-sessions?agent=${encodeURIComponent(agent)}`,
  );

export const agentSessionsQueryOptions = (projectId: string, agent: ChatAgent) =>
  queryOptions({
    queryKey: agentSessionsQueryKey(projectId, agent),
    queryFn: () => getAgentSessions(projectId, agent),
  });

export function useAgentSessions(projectId: string, agent: ChatAgent) {
  return useQuery(agentSessionsQueryOptions(projectId, agent));
}
