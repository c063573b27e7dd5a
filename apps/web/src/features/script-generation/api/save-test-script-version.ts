import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SaveTestScriptVersion, TestScriptVersion } from "@aesop/shared/contracts/test-scripts";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

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
