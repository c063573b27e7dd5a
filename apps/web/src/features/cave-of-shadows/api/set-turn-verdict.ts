import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CaveSession } from "@aesop/shared/contracts/cave";
import type { SetHumanVerdict } from "@aesop/shared/contracts/eval";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { removeTurnVerdict } from "./remove-turn-verdict";

/**
 * PUT …/turns/{turnId}/verdict: a person's verdict on a reply (decision 0079), replacing any earlier
 * one; null removes it (DELETE). The judge's agreement counts it, so that page refetches.
 */
export function useSetTurnVerdict(projectId: string, sessionId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.caveSession(projectId, sessionId);
  return useMutation({
    mutationFn: ({ turnId, verdict }: { turnId: string; verdict: SetHumanVerdict | null }) =>
      verdict === null
        ? removeTurnVerdict(projectId, sessionId, turnId)
        : apiData(
            api.PUT("/api/projects/{id}/cave-sessions/{sessionId}/turns/{turnId}/verdict", {
              params: { path: { id: projectId, sessionId, turnId } },
              body: verdict,
            }),
          ),
    onSuccess: (turn) => {
      queryClient.setQueryData<CaveSession>(key, (session) =>
        session
          ? {
              ...session,
              dialogues: session.dialogues.map((d) => ({
                ...d,
                turns: d.turns.map((t) => (t.id === turn.id ? turn : t)),
              })),
            }
          : session,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.judgeAgreement(projectId) });
    },
  });
}
