import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CavePace } from "@aesop/shared/contracts/cave";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST …/cave-sessions/{sessionId}/pace: the session's pace from the next exchange on. */
export function useSetSessionPace(projectId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pace: CavePace) =>
      apiData(
        api.POST("/api/projects/{id}/cave-sessions/{sessionId}/pace", {
          params: { path: { id: projectId, sessionId } },
          body: { pace },
        }),
      ),
    onSuccess: (session) => queryClient.setQueryData(queryKeys.caveSession(projectId, sessionId), session),
  });
}
