import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { ACTIVE_RUN_POLL_MS, active } from "./eval-run-polling";

/** GET …/eval-runs/{runId}: the run, its breakdowns and its scenarios (the live stream keeps it current). */
export function useEvalRunResults(projectId: string, runId: string) {
  return useQuery({
    queryKey: queryKeys.evalRun(projectId, runId),
    queryFn: () =>
      apiData(api.GET("/api/projects/{id}/eval-runs/{runId}", { params: { path: { id: projectId, runId } } })),
    // Progress arrives as many small refetches: keep the page on screen while each one loads.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data && active(query.state.data.run.status) ? ACTIVE_RUN_POLL_MS : false),
  });
}
