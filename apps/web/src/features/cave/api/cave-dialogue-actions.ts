import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CaveDialogue, CaveSavedScenario, CaveSession, CaveTurn } from "@aesop/shared/contracts/cave";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { caveSessionUrl } from "./cave-session";

export type DialogueControl = "pause" | "resume" | "stop" | "next-turn";

/** What the builder does to one dialogue, as the API's POST …/dialogues/{dialogueId}/… routes take it. */
export type DialogueAction =
  | { kind: DialogueControl }
  | { kind: "take-over"; message: string }
  | { kind: "branch"; fromTurnId: string; message?: string };

const post = <T>(path: string, body?: unknown) =>
  apiRequest<T>(path, {
    method: "POST",
    ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });

/**
 * Pause, resume, stop, next turn, take over or branch one dialogue. The answer is the dialogue as it now
 * stands: it replaces its copy in the session at once (the live event that follows refetches).
 */
export function useDialogueAction(projectId: string, sessionId: string, dialogueId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.caveSession(projectId, sessionId);
  return useMutation({
    mutationFn: (action: DialogueAction) => {
      const path = `${caveSessionUrl(projectId, sessionId)}/dialogues/${encodeURIComponent(dialogueId)}/${action.kind}`;
      if (action.kind === "take-over") return post<CaveDialogue>(path, { message: action.message });
      if (action.kind === "branch")
        return post<CaveDialogue>(path, {
          fromTurnId: action.fromTurnId,
          ...(action.message ? { message: action.message } : {}),
        });
      return post<CaveDialogue>(path);
    },
    onSuccess: (dialogue) => {
      queryClient.setQueryData<CaveSession>(key, (session) =>
        session
          ? {
              ...session,
              // A dialogue that runs again opens its session again.
              status: dialogue.summary === null ? "running" : session.status,
              dialogues: session.dialogues.map((d) => (d.id === dialogue.id ? dialogue : d)),
            }
          : session,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.caveSessions(projectId) });
    },
  });
}

/** POST …/turns/{turnId}/flag: a finding with a note; an empty note clears it. */
export function useFlagTurn(projectId: string, sessionId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.caveSession(projectId, sessionId);
  return useMutation({
    mutationFn: ({ turnId, note }: { turnId: string; note: string }) =>
      post<CaveTurn>(`${caveSessionUrl(projectId, sessionId)}/turns/${encodeURIComponent(turnId)}/flag`, { note }),
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

/** POST …/dialogues/{dialogueId}/save-scenario: the live branch becomes a new scenario of a test script. */
export function useSaveDialogueAsScenario(projectId: string, sessionId: string, dialogueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { scriptReportId: number; title?: string }) =>
      post<CaveSavedScenario>(
        `${caveSessionUrl(projectId, sessionId)}/dialogues/${encodeURIComponent(dialogueId)}/save-scenario`,
        body,
      ),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.testScriptVersions(saved.scriptReportId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId) });
    },
  });
}
