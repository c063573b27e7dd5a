import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST …/cave-sessions/{sessionId}/next-turn: the next exchange of every dialogue that waits for one. */
export function useNextTurnAll(projectId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiData(
        api.POST("/api/projects/{id}/cave-sessions/{sessionId}/next-turn", {
          params: { path: { id: projectId, sessionId } },
        }),
      ),
    onSuccess: (session) => queryClient.setQueryData(queryKeys.caveSession(projectId, sessionId), session),
  });
}
