import { useMutation } from "@tanstack/react-query";
import type { ProposeFix } from "@aesop/shared/contracts/instructions-fix";
import { api, apiData } from "@/lib/api-client";

/** POST …/eval-runs/{runId}/fix-proposal: a change of the instructions for failed scenarios (stores nothing). */
export function useProposeFix(projectId: string, runId: string) {
  return useMutation({
    mutationFn: (body: ProposeFix) =>
      apiData(
        api.POST("/api/projects/{id}/eval-runs/{runId}/fix-proposal", {
          params: { path: { id: projectId, runId } },
          body,
        }),
      ),
  });
}
