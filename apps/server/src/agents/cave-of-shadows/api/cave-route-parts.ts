import { z } from "@hono/zod-openapi";
import { caveDialogueSchema } from "@aesop/shared/contracts/cave";
import { errorResponses, jsonContent } from "../../../lib/openapi";

/** What the Cave's endpoints share: their path parameters and the shape of a dialogue's controls. */
export const projectParams = z.object({ id: z.uuid("Project not found") });
export const sessionParams = projectParams.extend({ sessionId: z.uuid("Session not found") });
export const dialogueParams = sessionParams.extend({ dialogueId: z.uuid("Dialogue not found") });
export const turnParams = sessionParams.extend({ turnId: z.uuid("Turn not found") });

export const BASE = "/projects/{id}/cave-sessions";
export const DIALOGUE = `${BASE}/{sessionId}/dialogues/{dialogueId}`;
export const EVENTS =
  "Every change publishes `cave.changed` on GET /api/events (to the owner's streams on every instance); " +
  "a turn's streamed text arrives there as `delta` pieces.";

/** A POST on one dialogue (pause, resume, next turn, stop, take over, branch) that answers the dialogue. */
export const control = (path: string, summary: string, description: string) => ({
  method: "post" as const,
  path: `${DIALOGUE}/${path}`,
  tags: ["cave"],
  summary,
  description: `${description} ${EVENTS}`,
  request: { params: dialogueParams },
  responses: { 200: jsonContent(caveDialogueSchema, "The dialogue"), ...errorResponses(400, 401, 403, 404, 409) },
});

/** The service's address of a dialogue, from the path's parameters and the signed-in user. */
export const dialogueIds = (params: z.infer<typeof dialogueParams>, userId: string) => ({
  userId,
  projectId: params.id,
  sessionId: params.sessionId,
  dialogueId: params.dialogueId,
});
