import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function useDeleteEvalTarget(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetId: string) =>
      apiData(
        api.DELETE("/api/projects/{id}/eval-targets/{targetId}", { params: { path: { id: projectId, targetId } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.evalTargets(projectId) }),
  });
}
