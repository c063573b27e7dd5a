import { useQuery } from "@tanstack/react-query";
import type { Report } from "@aesop/shared/contracts/reports";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { scriptNumbers } from "../utils/ci-command";

/**
 * The project's test scripts as the CLI names them (report id → Script #n), read from the project's
 * report list: the workspace's query and key, so the live events that refresh it refresh this.
 */
export function useProjectScriptNumbers(projectId: string) {
  return useQuery({
    queryKey: queryKeys.projectReports(projectId),
    queryFn: () => apiData(api.GET("/api/projects/{id}/reports", { params: { path: { id: projectId } } })),
    select: (list: { reports: Report[] }) => ({
      numbers: scriptNumbers(list.reports),
      scripts: list.reports.filter(
        (report) => report.agent === "script-generation" && report.status === "done" && report.details.testScript,
      ),
    }),
  });
}
