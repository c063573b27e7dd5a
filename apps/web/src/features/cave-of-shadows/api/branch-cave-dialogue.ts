import { api, apiData } from "@/lib/api-client";

/** POST …/dialogues/{dialogueId}/branch: from an earlier turn, with the builder's message or the evaluator's. */
export const branchCaveDialogue = (
  projectId: string,
  sessionId: string,
  dialogueId: string,
  branch: { fromTurnId: string; message?: string },
) =>
  apiData(
    api.POST("/api/projects/{id}/cave-sessions/{sessionId}/dialogues/{dialogueId}/branch", {
      params: { path: { id: projectId, sessionId, dialogueId } },
      body: { fromTurnId: branch.fromTurnId, ...(branch.message ? { message: branch.message } : {}) },
    }),
  );
