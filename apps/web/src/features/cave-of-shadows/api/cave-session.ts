import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StartCaveSession } from "@aesop/shared/contracts/cave";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** While a session runs, poll now and then in case the live stream is down. */
export const RUNNING_SESSION_POLL_MS = 15_000;

/** GET …/cave-sessions/{sessionId}: every dialogue and every turn of its tree, kept current by the live stream. */
export function useCaveSession(projectId: string, sessionId: string) {
  return useQuery({
    queryKey: queryKeys.caveSession(projectId, sessionId),
    queryFn: () =>
      apiData(
        api.GET("/api/projects/{id}/cave-sessions/{sessionId}", { params: { path: { id: projectId, sessionId } } }),
      ),
    // A streamed reply arrives as many small refetches: keep the grid on screen while each one loads.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.status === "running" ? RUNNING_SESSION_POLL_MS : false),
  });
}

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
