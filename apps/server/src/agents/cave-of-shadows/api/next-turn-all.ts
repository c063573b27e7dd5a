import { createRoute } from "@hono/zod-openapi";
import { caveSessionSchema } from "@aesop/shared/contracts/cave";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { nextTurnAll } from "../cave.service";
import { BASE, EVENTS, sessionParams } from "./cave-route-parts";

const route = createRoute({
  method: "post",
  path: `${BASE}/{sessionId}/next-turn`,
  tags: ["cave"],
  summary: "Next turn for every dialogue of the session that waits for one (step pace)",
  description: `409 when none waits. ${EVENTS}`,
  request: { params: sessionParams },
  responses: { 200: jsonContent(caveSessionSchema, "The session"), ...errorResponses(400, 401, 403, 404, 409) },
});

export function nextTurnAllRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { id, sessionId } = c.req.valid("param");
    return c.json(await nextTurnAll(ctx, { userId: currentUserOf(c).id, projectId: id, sessionId }), 200);
  });
}
