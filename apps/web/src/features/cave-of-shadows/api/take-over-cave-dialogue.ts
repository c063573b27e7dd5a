import { api, apiData } from "@/lib/api-client";

/** POST …/dialogues/{dialogueId}/take-over: the builder writes the evaluator's next message. */
export const takeOverCaveDialogue = (projectId: string, sessionId: string, dialogueId: string, message: string) =>
  apiData(
    api.POST("/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/take-over", {
      params: { path: { id: projectId, sessionId, dialogueId } },
      body: { message },
    }),
  );
