import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  SaveTestScriptVersion,
  TestScriptExportFormat,
  TestScriptVersion,
  TestScriptVersionSummary,
} from "@aesop/shared/contracts/test-scripts";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export const getTestScriptVersions = (reportId: number): Promise<{ versions: TestScriptVersionSummary[] }> =>
  apiData(api.GET("/api/test-scripts/{reportId}/versions", { params: { path: { reportId } } }));

export const getTestScriptVersion = (reportId: number, version: number): Promise<TestScriptVersion> =>
  apiData(api.GET("/api/test-scripts/{reportId}/versions/{version}", { params: { path: { reportId, version } } }));

export function useTestScriptVersions(reportId: number) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.testScriptVersions(reportId), queryFn: () => getTestScriptVersions(reportId) }),
  );
}

export function useTestScriptVersion(reportId: number, version: number | undefined) {
  return useQuery({
    queryKey: queryKeys.testScriptVersion(reportId, version ?? 0),
    queryFn: () => getTestScriptVersion(reportId, version ?? 0),
    enabled: version !== undefined,
    // A saved version never changes.
    staleTime: Infinity,
  });
}

export function useSaveTestScriptVersion(reportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTestScriptVersion): Promise<TestScriptVersion> =>
      apiData(api.POST("/api/test-scripts/{reportId}/versions", { params: { path: { reportId } }, body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.testScriptVersion(reportId, saved.version), saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.testScriptVersions(reportId) });
    },
  });
}

/** A same-origin link: the session cookie authorises the download, the server names the file. */
export const testScriptExportUrl = (reportId: number, version: number, format: TestScriptExportFormat) =>
  `/api/test-scripts/${reportId}/versions/${version}/export/${format}`;
