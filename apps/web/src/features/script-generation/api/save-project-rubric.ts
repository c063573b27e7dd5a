import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Rubric, RubricVersion } from "@aesop/shared/contracts/test-scripts";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** PUT /api/projects/{id}/rubric: a new version; scripts already generated keep theirs. */
export function useSaveProjectRubric(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rubric: Rubric): Promise<RubricVersion> =>
      apiData(api.PUT("/api/projects/{id}/rubric", { params: { path: { id: projectId } }, body: rubric })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projectRubric(projectId) }),
  });
}
