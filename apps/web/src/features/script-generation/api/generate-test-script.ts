import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Report } from "@aesop/shared/contracts/reports";
import type { ScriptGenerationOptions } from "@aesop/shared/contracts/test-scripts";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/projects/{id}/test-scripts: queues a generation; the script lands in "Test Scripts". */
export function generateTestScript(projectId: string, options: ScriptGenerationOptions): Promise<Report> {
  return apiRequest<Report>(`/projects/${encodeURIComponent(projectId)}/test-scripts`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(options),
  });
}

export function useGenerateTestScript(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: ScriptGenerationOptions) => generateTestScript(projectId, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId) }),
  });
}
