import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CaveSession } from "@aesop/shared/contracts/cave";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { caveSessionUrl } from "./cave-session";

/** POST …/cave-sessions/{sessionId}/next-turn: the next exchange of every dialogue that waits for one. */
export function useNextTurnAll(projectId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CaveSession>(`${caveSessionUrl(projectId, sessionId)}/next-turn`, { method: "POST" }),
    onSuccess: (session) => queryClient.setQueryData(queryKeys.caveSession(projectId, sessionId), session),
  });
}
