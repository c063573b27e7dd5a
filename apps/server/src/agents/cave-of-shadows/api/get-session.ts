import { createRoute } from "@hono/zod-openapi";
import { caveSessionSchema } from "@aesop/shared/contracts/cave";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { getSession } from "../cave.service";
import { BASE, sessionParams } from "./cave-route-parts";

const route = createRoute({
  method: "get",
  path: `${BASE}/{sessionId}`,
  tags: ["cave"],
  summary: "A session with every dialogue and every turn of its tree (the live branch ends at headTurnId)",
  request: { params: sessionParams },
  responses: { 200: jsonContent(caveSessionSchema, "Session"), ...errorResponses(400, 401, 403, 404) },
});

export function getSessionRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { id, sessionId } = c.req.valid("param");
    return c.json(await getSession(ctx, currentUserOf(c).id, id, sessionId), 200);
  });
}
