import { useQuery } from "@tanstack/react-query";
import type { Report } from "@aesop/shared/contracts/reports";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** While the review is being written, ask again now and then in case the live stream is down. */
const PENDING_POLL_MS = 2_000;

/**
 * The status of one submitted Ethos review, read from the project's report list (the same query and
 * key as the workspace's, so the live "report changed" event refreshes it and the two share a cache).
 */
export function useEthosReport(projectId: string, reportId: number | null) {
  return useQuery({
    queryKey: queryKeys.projectReports(projectId),
    queryFn: () => apiData(api.GET("/api/projects/{id}/reports", { params: { path: { id: projectId } } })),
    enabled: reportId !== null,
    select: (list: { reports: Report[] }): Report | null =>
      list.reports.find((report) => report.id === reportId) ?? null,
    refetchInterval: (query) => {
      const report = query.state.data?.reports.find((entry) => entry.id === reportId);
      return !report || report.status === "queued" || report.status === "running" ? PENDING_POLL_MS : false;
    },
  });
}
