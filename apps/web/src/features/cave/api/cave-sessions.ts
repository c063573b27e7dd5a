import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CaveExportFormat, CaveSessionSummary } from "@aesop/shared/contracts/cave";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { caveSessionsUrl as sessions, RUNNING_SESSION_POLL_MS } from "./cave-session";

/** GET /api/projects/{id}/cave-sessions: the project's sessions, newest first. */
export const getCaveSessions = (projectId: string) =>
  apiRequest<{ sessions: CaveSessionSummary[] }>(sessions(projectId));

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
  `/api${sessions(projectId)}/${encodeURIComponent(sessionId)}/export?format=${format}`;
