import { useQuery } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * The latest version of a test script (the Script Generation Agent's /api/test-scripts routes):
 * the scenarios a session can play. A session started without a version uses the latest too.
 */
export function useLatestScriptVersion(reportId: number | undefined) {
  return useQuery({
    queryKey: [...queryKeys.testScriptVersions(reportId ?? 0), "latest"],
    queryFn: async () => {
      const path = { reportId: reportId ?? 0 };
      const { versions } = await apiData(api.GET("/api/test-scripts/{reportId}/versions", { params: { path } }));
      const latest = Math.max(0, ...versions.map((v) => v.version));
      return latest === 0
        ? null
        : apiData(
            api.GET("/api/test-scripts/{reportId}/versions/{version}", {
              params: { path: { ...path, version: latest } },
            }),
          );
    },
    enabled: reportId !== undefined,
  });
}
