import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function useCancelEvalRun(projectId: string, runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiData(api.POST("/api/projects/{id}/eval-runs/{runId}/cancel", { params: { path: { id: projectId, runId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.evalRuns(projectId) }),
  });
}
