import { useQuery } from "@tanstack/react-query";
import type { TestScriptVersion, TestScriptVersionSummary } from "@aesop/shared/contracts/test-scripts";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * The latest version of a test script (the Script Generation Agent's /api/test-scripts routes):
 * the scenarios a session can play. A session started without a version uses the latest too.
 */
export function useLatestScriptVersion(reportId: number | undefined) {
  return useQuery({
    queryKey: [...queryKeys.testScriptVersions(reportId ?? 0), "latest"],
    queryFn: async () => {
      const base = `/test-scripts/${reportId ?? 0}/versions`;
      const { versions } = await apiRequest<{ versions: TestScriptVersionSummary[] }>(base);
      const latest = Math.max(0, ...versions.map((v) => v.version));
      return latest === 0 ? null : apiRequest<TestScriptVersion>(`${base}/${latest}`);
    },
    enabled: reportId !== undefined,
  });
}
