import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Report } from "@aesop/shared/contracts/reports";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/projects/{id}/instructions: queues a review; the report lands in the workspace. */
export function submitInstructions(projectId: string, instructions: string): Promise<Report> {
  return apiData(
    api.POST("/api/projects/{id}/instructions", { params: { path: { id: projectId } }, body: { instructions } }),
  );
}

export function useSubmitInstructions(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instructions: string) => submitInstructions(projectId, instructions),
    // The workspace's report list (key owned by the projects feature) shows the queued report.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId) }),
  });
}
