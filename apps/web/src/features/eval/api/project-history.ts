import { useQuery } from "@tanstack/react-query";
import type { ProjectHistory } from "@aesop/shared/contracts/project-history";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** While a run or a review is under way the timeline polls: its figures are not final yet. */
const HISTORY_POLL_MS = 3_000;
const underWay = (history: ProjectHistory) =>
  history.events.some((event) =>
    event.kind === "run"
      ? event.status === "queued" || event.status === "running"
      : event.review.status === "queued" || event.review.status === "running",
  );

/** GET /api/projects/{id}/history: versions, reviews, runs, fixes and re-tests, oldest first. */
export function useProjectHistory(projectId: string) {
  return useQuery({
    // Under the runs' key: starting a run or a re-test (which invalidates the runs) refreshes it too.
    queryKey: [...queryKeys.evalRuns(projectId), "history"],
    queryFn: () => apiData(api.GET("/api/projects/{id}/history", { params: { path: { id: projectId } } })),
    refetchInterval: (query) => (query.state.data && underWay(query.state.data) ? HISTORY_POLL_MS : false),
  });
}
