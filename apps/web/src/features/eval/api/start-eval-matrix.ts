import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StartEvalMatrix } from "@aesop/shared/contracts/eval-matrices";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/projects/{id}/eval-matrices: one script version against 2–8 targets. */
export function useStartEvalMatrix(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartEvalMatrix) =>
      apiData(api.POST("/api/projects/{id}/eval-matrices", { params: { path: { id: projectId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.evalRuns(projectId) }),
  });
}
