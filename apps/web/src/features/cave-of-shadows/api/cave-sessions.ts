import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CaveExportFormat } from "@aesop/shared/contracts/cave";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { RUNNING_SESSION_POLL_MS } from "./cave-session-polling";
import { apiUrl } from "@/lib/api-url";

/** GET /api/projects/{id}/cave-sessions: the project's sessions, newest first. */
export const getCaveSessions = (projectId: string) =>
  apiData(api.GET("/api/projects/{id}/cave-sessions", { params: { path: { id: projectId } } }));

export function useCaveSessions(projectId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.caveSessions(projectId),
      queryFn: () => getCaveSessions(projectId),
      refetchInterval: (query) =>
        query.state.data?.sessions.some((session) => session.status === "running") ? RUNNING_SESSION_POLL_MS : false,
    }),
  );
}

export const caveSessionExportUrl = (projectId: string, sessionId: string, format: CaveExportFormat) =>
  apiUrl("get", "/api/projects/{id}/cave-sessions/{sessionId}/export", {
    path: { id: projectId, sessionId },
    query: { format },
  });
