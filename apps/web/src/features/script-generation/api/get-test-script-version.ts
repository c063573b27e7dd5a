import { useQuery } from "@tanstack/react-query";
import type { TestScriptVersion } from "@aesop/shared/contracts/test-scripts";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getTestScriptVersion = (reportId: number, version: number): Promise<TestScriptVersion> =>
  apiData(api.GET("/api/test-scripts/{reportId}/versions/{version}", { params: { path: { reportId, version } } }));

export function useTestScriptVersion(reportId: number, version: number | undefined) {
  return useQuery({
    queryKey: queryKeys.testScriptVersion(reportId, version ?? 0),
    queryFn: () => getTestScriptVersion(reportId, version ?? 0),
    enabled: version !== undefined,
    // A saved version never changes.
    staleTime: Infinity,
  });
}
