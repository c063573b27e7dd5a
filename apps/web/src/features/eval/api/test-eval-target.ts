import { useMutation } from "@tanstack/react-query";
import { api, apiData } from "@/lib/api-client";

/** POST …/test: one message to the target; the reply or the exact error (a failure is an answer, not a throw). */
export function useTestEvalTarget(projectId: string) {
  return useMutation({
    mutationFn: (targetId: string) =>
      apiData(
        api.POST("/api/projects/{id}/eval-targets/{targetId}/test", {
          params: { path: { id: projectId, targetId } },
          body: {},
        }),
      ),
  });
}
