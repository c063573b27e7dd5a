import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SaveTarget, Target } from "@aesop/shared/contracts/eval";
import { queryKeys } from "@/lib/query-keys";
import { createEvalTarget } from "./create-eval-target";
import { updateEvalTarget } from "./update-eval-target";

/** POST a new target, or PUT an existing one (a secret left out keeps the stored value). */
export function saveEvalTarget(projectId: string, target: SaveTarget, targetId?: string): Promise<Target> {
  return targetId ? updateEvalTarget(projectId, targetId, target) : createEvalTarget(projectId, target);
}

export function useSaveEvalTarget(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, targetId }: { target: SaveTarget; targetId?: string }) =>
      saveEvalTarget(projectId, target, targetId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.evalTargets(projectId) }),
  });
}
