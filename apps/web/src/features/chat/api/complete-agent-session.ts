import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AgentSessionDetail } from "@aesop/shared/contracts/agents";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/agent-sessions/{id}/complete: ends the session and writes its report. */
export const completeAgentSession = (sessionId: string): Promise<AgentSessionDetail> =>
  apiData(api.POST("/api/agent-sessions/{sessionId}/complete", { params: { path: { sessionId } } }));

export function useCompleteAgentSession(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeAgentSession,
    onSuccess: async (detail) => {
      queryClient.setQueryData(queryKeys.agentSession(detail.session.id), detail);
      // The project's sessions and the workspace's reports (both under the project's key).
      await queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId) });
    },
  });
}
