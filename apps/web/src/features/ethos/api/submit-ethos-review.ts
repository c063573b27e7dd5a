import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EthosContext } from "@aesop/shared/contracts/ethos";
import type { Report } from "@aesop/shared/contracts/reports";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/projects/{id}/ethos: queues the review; the report lands in the workspace. */
export function submitEthosReview(projectId: string, context: EthosContext): Promise<Report> {
  return apiData(api.POST("/api/projects/{id}/ethos", { params: { path: { id: projectId } }, body: context }));
}

export function useSubmitEthosReview(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (context: EthosContext) => submitEthosReview(projectId, context),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId) }),
  });
}
