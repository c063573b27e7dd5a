import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SaveTarget, Target } from "@aesop/shared/contracts/eval";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** GET /api/projects/{id}/eval-targets: the assistants under test, secrets masked (••••1234). */
export const getEvalTargets = (projectId: string) =>
  apiData(api.GET("/api/projects/{id}/eval-targets", { params: { path: { id: projectId } } }));

export function useEvalTargets(projectId: string) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.evalTargets(projectId), queryFn: () => getEvalTargets(projectId) }),
  );
}

/** POST a new target, or PUT an existing one (a secret left out keeps the stored value). */
export function saveEvalTarget(projectId: string, target: SaveTarget, targetId?: string): Promise<Target> {
  return targetId
    ? apiData(
        api.PUT("/api/projects/{id}/eval-targets/{targetId}", {
          params: { path: { id: projectId, targetId } },
          body: target,
        }),
      )
    : apiData(api.POST("/api/projects/{id}/eval-targets", { params: { path: { id: projectId } }, body: target }));
}

export function useSaveEvalTarget(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, targetId }: { target: SaveTarget; targetId?: string }) =>
      saveEvalTarget(projectId, target, targetId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.evalTargets(projectId) }),
  });
}

export function useDeleteEvalTarget(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetId: string) =>
      apiData(
        api.DELETE("/api/projects/{id}/eval-targets/{targetId}", { params: { path: { id: projectId, targetId } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.evalTargets(projectId) }),
  });
}

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
