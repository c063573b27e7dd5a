import { api, apiData } from "@/lib/api-client";

/** POST …/dialogues/{dialogueId}/pause: the exchange in flight finishes, then no further turn until resume. */
export const pauseCaveDialogue = (projectId: string, sessionId: string, dialogueId: string) =>
  apiData(
    api.POST("/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/pause", {
      params: { path: { id: projectId, sessionId, dialogueId } },
    }),
  );
