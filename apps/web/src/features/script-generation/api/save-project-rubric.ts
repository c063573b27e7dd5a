import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Rubric, RubricVersion } from "@aesop/shared/contracts/test-scripts";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** PUT /api/projects/{id}/rubric: a new version; scripts already generated keep theirs. */
export function useSaveProjectRubric(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rubric: Rubric) =>
      apiRequest<RubricVersion>(`/projects/${encodeURIComponent(projectId)}/rubric`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(rubric),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projectRubric(projectId) }),
  });
}
