import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProposeFix, Retest, SaveInstructionsVersion } from "@aesop/shared/contracts/instructions-fix";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { apiUrl } from "@/lib/api-url";

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

/** POST …/instructions-versions: the project's next instructions version, queued for review. */
export function useSaveInstructionsVersion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveInstructionsVersion) =>
      apiData(api.POST("/api/projects/{id}/instructions-versions", { params: { path: { id: projectId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projectReports(projectId) }),
  });
}

/** POST …/eval-runs/{runId}/retest: the failed scenarios (or the whole script) on a new version. */
export function useRetestRun(projectId: string, runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Retest) =>
      apiData(
        api.POST("/api/projects/{id}/eval-runs/{runId}/retest", { params: { path: { id: projectId, runId } }, body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.evalRuns(projectId) }),
  });
}

/** A same-origin link: the session cookie authorises the download, the server names the file. */
export const instructionsVersionPatchUrl = (projectId: string, reportId: number) =>
  apiUrl("get", "/api/projects/{id}/instructions-versions/{reportId}/patch", { path: { id: projectId, reportId } });
