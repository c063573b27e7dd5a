import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TestScriptVersionSummary } from "@aesop/shared/contracts/test-scripts";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getTestScriptVersions = (reportId: number): Promise<{ versions: TestScriptVersionSummary[] }> =>
  apiData(api.GET("/api/test-scripts/{reportId}/versions", { params: { path: { reportId } } }));

export function useTestScriptVersions(reportId: number) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.testScriptVersions(reportId), queryFn: () => getTestScriptVersions(reportId) }),
  );
}
