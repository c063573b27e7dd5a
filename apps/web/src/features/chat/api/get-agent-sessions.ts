import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AgentSession, ChatAgent } from "@aesop/shared/contracts/agents";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export interface AgentSessionList {
  sessions: AgentSession[];
}

/** GET /api/projects/{id}/agent-sessions?agent=…: the project's sessions with one agent, newest first. */
export const getAgentSessions = (projectId: string, agent: ChatAgent): Promise<AgentSessionList> =>
  apiData(api.GET("/api/projects/{projectId}/agent-sessions", { params: { path: { projectId }, query: { agent } } }));

export const agentSessionsQueryOptions = (projectId: string, agent: ChatAgent) =>
  queryOptions({
    queryKey: queryKeys.agentSessions(projectId, agent),
    queryFn: () => getAgentSessions(projectId, agent),
  });

export function useAgentSessions(projectId: string, agent: ChatAgent) {
  return useQuery(agentSessionsQueryOptions(projectId, agent));
}
