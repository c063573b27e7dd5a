import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StartCaveSession } from "@aesop/shared/contracts/cave";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST …/cave-sessions: the new session, whose page then follows it. */
export function useStartCaveSession(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartCaveSession) =>
      apiData(api.POST("/api/projects/{id}/cave-sessions", { params: { path: { id: projectId } }, body })),
    onSuccess: (session) => {
      queryClient.setQueryData(queryKeys.caveSession(projectId, session.id), session);
      // Its first exchanges may have ended (and their events come) before this answer did: at the
      // step pace no later event would bring them, so the page reads the session once more.
      void queryClient.invalidateQueries({ queryKey: queryKeys.caveSession(projectId, session.id), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.caveSessions(projectId), exact: true });
    },
  });
}
