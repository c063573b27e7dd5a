import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/test-scripts/{id}/versions (the Script Generation Agent's), for choosing what a run executes. */
export function useScriptVersions(reportId: number | undefined) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.testScriptVersions(reportId ?? 0),
      queryFn: () =>
        apiData(api.GET("/api/test-scripts/{reportId}/versions", { params: { path: { reportId: reportId ?? 0 } } })),
    }),
    enabled: reportId !== undefined,
  });
}
