import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Report } from "@aesop/shared/contracts/reports";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export interface ReportList {
  reports: Report[];
}

/** Every report of a project, newest first. */
export const getProjectReports = (projectId: string): Promise<ReportList> =>
  apiData(api.GET("/api/projects/{id}/reports", { params: { path: { id: projectId } } }));

/** While a report is queued or running, poll now and then in case the live stream is down. */
export const PENDING_REPORTS_POLL_MS = 20_000;

export const projectReportsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.projectReports(projectId),
    queryFn: () => getProjectReports(projectId),
    refetchInterval: (query) =>
      query.state.data?.reports.some((report) => report.status === "queued" || report.status === "running")
        ? PENDING_REPORTS_POLL_MS
        : false,
  });

export function useProjectReports(projectId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...projectReportsQueryOptions(projectId), enabled });
}
