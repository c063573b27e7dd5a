import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notice } from "@/lib/notice";
import type { Report } from "@aesop/shared/contracts/reports";
import { api, apiData } from "@/lib/api-client";
import { errorDescription } from "@/lib/error-description";
import { type ReportList } from "./get-project-reports";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/reports/:id/retry: a failed report goes back to the queue. */
export const retryReport = (reportId: number): Promise<Report> =>
  apiData(api.POST("/api/reports/{id}/retry", { params: { path: { id: reportId } } }));

export function useRetryReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: Pick<Report, "id" | "projectId">) => retryReport(report.id),
    onSuccess: (updated) => {
      queryClient.setQueryData<ReportList>(queryKeys.projectReports(updated.projectId), (list) =>
        list ? { reports: list.reports.map((report) => (report.id === updated.id ? updated : report)) } : list,
      );
      notice.success("Report queued again", { description: "The agent will try once more in a moment." });
    },
    onError: (error) => {
      notice.error("Retry failed", { description: errorDescription(error) });
    },
    onSettled: (_updated, _error, report) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.projectReports(report.projectId) }),
  });
}
