import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SaveInstructionsVersion } from "@aesop/shared/contracts/instructions-fix";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST …/instructions-versions: the project's next instructions version, queued for review. */
export function useSaveInstructionsVersion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveInstructionsVersion) =>
      apiData(api.POST("/api/projects/{id}/instructions-versions", { params: { path: { id: projectId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projectReports(projectId) }),
  });
}
