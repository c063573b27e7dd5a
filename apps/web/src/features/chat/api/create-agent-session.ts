import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AgentSessionDetail, ChatAgent } from "@aesop/shared/contracts/agents";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/projects/{id}/agent-sessions: a new session, opened by the agent's welcome message. */
export const createAgentSession = (projectId: string, agent: ChatAgent): Promise<AgentSessionDetail> =>
  apiData(api.POST("/api/projects/{projectId}/agent-sessions", { params: { path: { projectId } }, body: { agent } }));

export function useCreateAgentSession(projectId: string, agent: ChatAgent) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createAgentSession(projectId, agent),
    onSuccess: async (detail) => {
      queryClient.setQueryData(queryKeys.agentSession(detail.session.id), detail);
      await queryClient.invalidateQueries({ queryKey: queryKeys.agentSessions(projectId, agent) });
    },
  });
}
