import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SaveTarget, Target, TargetTestResult } from "@aesop/shared/contracts/eval";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const base = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/eval-targets`;
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** GET /api/projects/{id}/eval-targets: the assistants under test, secrets masked (••••1234). */
export const getEvalTargets = (projectId: string) => apiRequest<{ targets: Target[] }>(base(projectId));

export function useEvalTargets(projectId: string) {
  return useQuery(
    queryOptions({ queryKey: queryKeys.evalTargets(projectId), queryFn: () => getEvalTargets(projectId) }),
  );
}

/** POST a new target, or PUT an existing one (a secret left out keeps the stored value). */
export function saveEvalTarget(projectId: string, target: SaveTarget, targetId?: string): Promise<Target> {
  return targetId
    ? apiRequest<Target>(`${base(projectId)}/${encodeURIComponent(targetId)}`, json("PUT", target))
    : apiRequest<Target>(base(projectId), json("POST", target));
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
      apiRequest<unknown>(`${base(projectId)}/${encodeURIComponent(targetId)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.evalTargets(projectId) }),
  });
}

/** POST …/test: one message to the target; the reply or the exact error (a failure is an answer, not a throw). */
export function useTestEvalTarget(projectId: string) {
  return useMutation({
    mutationFn: (targetId: string) =>
      apiRequest<TargetTestResult>(`${base(projectId)}/${encodeURIComponent(targetId)}/test`, json("POST", {})),
  });
}
