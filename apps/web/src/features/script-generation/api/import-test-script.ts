import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Report } from "@aesop/shared/contracts/reports";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/projects/{id}/test-scripts/import: AESOP's JSON export, an Inspect JSONL dataset or a promptfoo YAML file. */
export function importTestScript(projectId: string, text: string): Promise<Report> {
  return apiData(
    api.POST("/api/projects/{id}/test-scripts/import", { params: { path: { id: projectId } }, body: { text } }),
  );
}

export function useImportTestScript(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => importTestScript(projectId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId) }),
  });
}
