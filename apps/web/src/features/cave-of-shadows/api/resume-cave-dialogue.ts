import { api, apiData } from "@/lib/api-client";

/** POST …/dialogues/{dialogueId}/resume: running again (and handed back after a take-over). */
export const resumeCaveDialogue = (projectId: string, sessionId: string, dialogueId: string) =>
  apiData(
    api.POST("/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/resume", {
      params: { path: { id: projectId, sessionId, dialogueId } },
    }),
  );
