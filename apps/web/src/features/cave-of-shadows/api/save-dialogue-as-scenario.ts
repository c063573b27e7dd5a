import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST …/dialogues/{dialogueId}/save-scenario: the live branch becomes a new scenario of a test script. */
export function useSaveDialogueAsScenario(projectId: string, sessionId: string, dialogueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { scriptReportId: number; title?: string }) =>
      apiData(
        api.POST("/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/save-scenario", {
          params: { path: { id: projectId, sessionId, dialogueId } },
          body,
        }),
      ),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.testScriptVersions(saved.scriptReportId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId) });
    },
  });
}
