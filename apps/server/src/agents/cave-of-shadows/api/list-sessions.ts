import { createRoute } from "@hono/zod-openapi";
import { caveSessionListSchema } from "@aesop/shared/contracts/cave";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { listSessions } from "../cave.service";
import { BASE, projectParams } from "./cave-route-parts";

const route = createRoute({
  method: "get",
  path: BASE,
  tags: ["cave"],
  summary: "The project's Cave sessions, newest first",
  request: { params: projectParams },
  responses: { 200: jsonContent(caveSessionListSchema, "Sessions"), ...errorResponses(400, 401, 403, 404) },
});

export function listSessionsRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json({ sessions: await listSessions(ctx, currentUserOf(c).id, c.req.valid("param").id) }, 200),
  );
}
