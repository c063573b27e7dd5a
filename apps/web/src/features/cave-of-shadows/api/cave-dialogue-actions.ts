import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CaveSession } from "@aesop/shared/contracts/cave";
import type { SetHumanVerdict } from "@aesop/shared/contracts/eval";
import { api, apiData } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type DialogueControl = "pause" | "resume" | "stop" | "next-turn";

/** What the builder does to one dialogue, as the API's POST …/dialogues/{dialogueId}/… routes take it. */
export type DialogueAction =
  | { kind: DialogueControl }
  | { kind: "take-over"; message: string }
  | { kind: "branch"; fromTurnId: string; message?: string };

/**
 * Pause, resume, stop, next turn, take over or branch one dialogue. The answer is the dialogue as it now
 * stands: it replaces its copy in the session at once (the live event that follows refetches).
 */
export function useDialogueAction(projectId: string, sessionId: string, dialogueId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.caveSession(projectId, sessionId);
  return useMutation({
    mutationFn: (action: DialogueAction) => {
      const params = { path: { id: projectId, sessionId, dialogueId } };
      switch (action.kind) {
        case "pause":
          return apiData(
            api.POST("/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/pause", { params }),
          );
        case "resume":
          return apiData(
            api.POST("/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/resume", { params }),
          );
        case "stop":
          return apiData(
            api.POST("/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/stop", { params }),
          );
        case "next-turn":
          return apiData(
            api.POST("/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/next-turn", { params }),
          );
        case "take-over":
          return apiData(
            api.POST("/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/take-over", {
              params,
              body: { message: action.message },
            }),
          );
        case "branch":
          return apiData(
            api.POST("/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/branch", {
              params,
              body: { fromTurnId: action.fromTurnId, ...(action.message ? { message: action.message } : {}) },
            }),
          );
      }
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

/** POST …/dialogues/{dialogueId}/save-scenario: the live branch becomes a new scenario of a test script. */
export function useSaveDialogueAsScenario(projectId: string, sessionId: string, dialogueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { scriptReportId: number; title?: string }) =>
      apiData(
        api.POST("/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/save-scenario", {
          params: { path: { id: projectId, sessionId, dialogueId } },
          body,
        }),
      ),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.testScriptVersions(saved.scriptReportId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId) });
    },
  });
}

/**
 * PUT …/turns/{turnId}/verdict: a person's verdict on a reply (decision 0079), replacing any earlier
 * one; null removes it (DELETE). The judge's agreement counts it, so that page refetches.
 */
export function useSetTurnVerdict(projectId: string, sessionId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.caveSession(projectId, sessionId);
  return useMutation({
    mutationFn: ({ turnId, verdict }: { turnId: string; verdict: SetHumanVerdict | null }) => {
      const params = { path: { id: projectId, sessionId, turnId } };
      return verdict === null
        ? apiData(api.DELETE("/api/projects/{id}/cave-sessions/{sessionId}/turns/{turnId}/verdict", { params }))
        : apiData(
            api.PUT("/api/projects/{id}/cave-sessions/{sessionId}/turns/{turnId}/verdict", { params, body: verdict }),
          );
    },
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
