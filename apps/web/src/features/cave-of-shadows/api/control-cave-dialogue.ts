import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CaveSession } from "@aesop/shared/contracts/cave";
import { queryKeys } from "@/lib/query-keys";
import { branchCaveDialogue } from "./branch-cave-dialogue";
import { nextTurnCaveDialogue } from "./next-turn-cave-dialogue";
import { pauseCaveDialogue } from "./pause-cave-dialogue";
import { resumeCaveDialogue } from "./resume-cave-dialogue";
import { stopCaveDialogue } from "./stop-cave-dialogue";
import { takeOverCaveDialogue } from "./take-over-cave-dialogue";

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
      switch (action.kind) {
        case "pause":
          return pauseCaveDialogue(projectId, sessionId, dialogueId);
        case "resume":
          return resumeCaveDialogue(projectId, sessionId, dialogueId);
        case "stop":
          return stopCaveDialogue(projectId, sessionId, dialogueId);
        case "next-turn":
          return nextTurnCaveDialogue(projectId, sessionId, dialogueId);
        case "take-over":
          return takeOverCaveDialogue(projectId, sessionId, dialogueId, action.message);
        case "branch":
          return branchCaveDialogue(projectId, sessionId, dialogueId, action);
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
