import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetHumanVerdict } from "@aesop/shared/contracts/eval";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { removeHumanVerdict } from "./remove-human-verdict";

/** PUT/DELETE …/scenarios/{scenarioId}/verdict: a person's verdict over the judge's (null removes it). */
export function useSetHumanVerdict(projectId: string, runId: string, scenarioId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetHumanVerdict | null) =>
      body === null
        ? removeHumanVerdict(projectId, runId, scenarioId)
        : apiData(
            api.PUT("/api/projects/{id}/eval-runs/{runId}/scenarios/{scenarioId}/verdict", {
              params: { path: { id: projectId, runId, scenarioId } },
              body,
            }),
          ),
    onSuccess: (results) => {
      queryClient.setQueryData(queryKeys.evalRun(projectId, runId), results);
      void queryClient.invalidateQueries({ queryKey: queryKeys.evalScenario(projectId, runId, scenarioId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.evalRuns(projectId) });
    },
  });
}
