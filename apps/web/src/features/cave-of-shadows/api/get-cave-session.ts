import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { RUNNING_SESSION_POLL_MS } from "./cave-session-polling";

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
