import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TestScriptVersionSummary } from "@aesop/shared/contracts/test-scripts";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/test-scripts/{id}/versions (the Script Generation Agent's), for choosing what a run executes. */
export function useScriptVersions(reportId: number | undefined) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.testScriptVersions(reportId ?? 0),
      queryFn: () => apiRequest<{ versions: TestScriptVersionSummary[] }>(`/test-scripts/${reportId ?? 0}/versions`),
    }),
    enabled: reportId !== undefined,
  });
}
