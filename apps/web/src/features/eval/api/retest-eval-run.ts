import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Retest } from "@aesop/shared/contracts/instructions-fix";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST …/eval-runs/{runId}/retest: the failed scenarios (or the whole script) on a new version. */
export function useRetestRun(projectId: string, runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Retest) =>
      apiData(
        api.POST("/api/projects/{id}/eval-runs/{runId}/retest", { params: { path: { id: projectId, runId } }, body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.evalRuns(projectId) }),
  });
}
