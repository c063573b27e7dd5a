import { api, apiData } from "@/lib/api-client";

/** POST …/dialogues/{dialogueId}/next-turn (step pace): the dialogue's next exchange starts now. */
export const nextTurnCaveDialogue = (projectId: string, sessionId: string, dialogueId: string) =>
  apiData(
    api.POST("/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/next-turn", {
      params: { path: { id: projectId, sessionId, dialogueId } },
    }),
  );
