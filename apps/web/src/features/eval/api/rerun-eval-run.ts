import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Rerun } from "@aesop/shared/contracts/eval";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST …/eval-runs/{runId}/rerun: the failed scenarios (no ids) or the ones named, as a new run linked to this one. */
export function useRerunEvalRun(projectId: string, runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Rerun) =>
      apiData(
        api.POST("/api/projects/{id}/eval-runs/{runId}/rerun", { params: { path: { id: projectId, runId } }, body }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.evalRuns(projectId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.evalRun(projectId, runId) }),
      ]),
  });
}
