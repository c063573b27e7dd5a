import { api, apiData } from "@/lib/api-client";

/** POST …/dialogues/{dialogueId}/stop: ends it with its summary; an exchange in flight is abandoned. */
export const stopCaveDialogue = (projectId: string, sessionId: string, dialogueId: string) =>
  apiData(
    api.POST("/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/stop", {
      params: { path: { id: projectId, sessionId, dialogueId } },
    }),
  );
