import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CavePace, CaveSession } from "@aesop/shared/contracts/cave";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { caveSessionUrl } from "./cave-session";

/** POST …/cave-sessions/{sessionId}/pace: the session's pace from the next exchange on. */
export function useSetSessionPace(projectId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pace: CavePace) =>
      apiRequest<CaveSession>(`${caveSessionUrl(projectId, sessionId)}/pace`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ pace }),
      }),
    onSuccess: (session) => queryClient.setQueryData(queryKeys.caveSession(projectId, sessionId), session),
  });
}
