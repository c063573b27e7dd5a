import { createRoute } from "@hono/zod-openapi";
import { caveSessionSchema, caveSetPaceSchema } from "@aesop/shared/contracts/cave";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { setPace } from "../cave.service";
import { BASE, EVENTS, sessionParams } from "./cave-route-parts";

const route = createRoute({
  method: "post",
  path: `${BASE}/{sessionId}/pace`,
  tags: ["cave"],
  summary: "Change the session's pace (paced, fast or step)",
  description:
    "From the next exchange on. Leaving the step pace sends the next exchange of every dialogue that waited " +
    `for one; moving to it makes each dialogue wait after the exchange under way. ${EVENTS}`,
  request: { params: sessionParams, body: jsonBody(caveSetPaceSchema) },
  responses: { 200: jsonContent(caveSessionSchema, "The session"), ...errorResponses(400, 401, 403, 404) },
});

export function setPaceRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { id, sessionId } = c.req.valid("param");
    return c.json(
      await setPace(ctx, { userId: currentUserOf(c).id, projectId: id, sessionId }, c.req.valid("json").pace),
      200,
    );
  });
}
