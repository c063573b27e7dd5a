import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import { getScriptVersion } from "./get-script-version";
import { getScriptVersions } from "./get-script-versions";

/**
 * The latest version of a test script (the Script Generation Agent's /api/test-scripts routes):
 * the scenarios a session can play. A session started without a version uses the latest too.
 */
export function useLatestScriptVersion(reportId: number | undefined) {
  return useQuery({
    queryKey: [...queryKeys.testScriptVersions(reportId ?? 0), "latest"],
    queryFn: async () => {
      const { versions } = await getScriptVersions(reportId ?? 0);
      const latest = Math.max(0, ...versions.map((v) => v.version));
      return latest === 0 ? null : getScriptVersion(reportId ?? 0, latest);
    },
    enabled: reportId !== undefined,
  });
}
