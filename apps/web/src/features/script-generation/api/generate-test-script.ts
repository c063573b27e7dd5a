import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Report } from "@aesop/shared/contracts/reports";
import type { ScriptGenerationOptions } from "@aesop/shared/contracts/test-scripts";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/projects/{id}/test-scripts: queues a generation; the script lands in "Test Scripts". */
export function generateTestScript(projectId: string, options: ScriptGenerationOptions): Promise<Report> {
  return apiData(api.POST("/api/projects/{id}/test-scripts", { params: { path: { id: projectId } }, body: options }));
}

export function useGenerateTestScript(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: ScriptGenerationOptions) => generateTestScript(projectId, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId) }),
  });
}
