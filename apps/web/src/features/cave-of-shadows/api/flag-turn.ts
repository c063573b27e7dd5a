import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CaveSession } from "@aesop/shared/contracts/cave";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** POST …/turns/{turnId}/flag: a finding with a note; an empty note clears it. */
export function useFlagTurn(projectId: string, sessionId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.caveSession(projectId, sessionId);
  return useMutation({
    mutationFn: ({ turnId, note }: { turnId: string; note: string }) =>
      apiData(
        api.POST("/api/projects/{id}/cave-sessions/{sessionId}/turns/{turnId}/flag", {
          params: { path: { id: projectId, sessionId, turnId } },
          body: { note },
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
      void queryClient.invalidateQueries({ queryKey: queryKeys.caveSessions(projectId) });
    },
  });
}
