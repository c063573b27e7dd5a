import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StartEvalRun } from "@aesop/shared/contracts/eval";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function useStartEvalRun(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartEvalRun) =>
      apiData(api.POST("/api/projects/{id}/eval-runs", { params: { path: { id: projectId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.evalRuns(projectId) }),
  });
}
