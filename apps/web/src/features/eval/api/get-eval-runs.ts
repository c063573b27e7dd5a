import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { ACTIVE_RUN_POLL_MS, active } from "./eval-run-polling";

/** GET /api/projects/{id}/eval-runs: the project's runs, newest first. */
export const getEvalRuns = (projectId: string) =>
  apiData(api.GET("/api/projects/{id}/eval-runs", { params: { path: { id: projectId } } }));

export function useEvalRuns(projectId: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.evalRuns(projectId),
      queryFn: () => getEvalRuns(projectId),
      refetchInterval: (query) =>
        query.state.data?.runs.some((run) => active(run.status)) ? ACTIVE_RUN_POLL_MS : false,
    }),
  );
}
