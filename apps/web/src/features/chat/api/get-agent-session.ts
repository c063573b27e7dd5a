import { queryOptions, skipToken, useQuery } from "@tanstack/react-query";
import type { AgentSessionDetail } from "@aesop/shared/contracts/agents";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/agent-sessions/{id}: the session and its messages (404 for another user's session). */
export const getAgentSession = (sessionId: string): Promise<AgentSessionDetail> =>
  apiData(api.GET("/api/agent-sessions/{sessionId}", { params: { path: { sessionId } } }));

export const agentSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: queryKeys.agentSession(sessionId),
    queryFn: () => getAgentSession(sessionId),
    // The conversation may have gone on in another tab: read it afresh whenever it is opened.
    staleTime: 0,
  });

/** The session's detail; idle while no session is open. */
export function useAgentSession(sessionId: string | null) {
  return useQuery({
    ...agentSessionQueryOptions(sessionId ?? ""),
    queryFn: sessionId ? () => getAgentSession(sessionId) : skipToken,
  });
}
