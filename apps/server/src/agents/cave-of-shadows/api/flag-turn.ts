import { createRoute } from "@hono/zod-openapi";
import { caveFlagSchema, caveTurnSchema } from "@aesop/shared/contracts/cave";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { flagTurn } from "../cave.service";
import { BASE, turnParams } from "./cave-route-parts";

const route = createRoute({
  method: "post",
  path: `${BASE}/{sessionId}/turns/{turnId}/flag`,
  tags: ["cave"],
  summary: "Flag a turn as a finding with a note (an empty note clears the flag)",
  request: { params: turnParams, body: jsonBody(caveFlagSchema) },
  responses: { 200: jsonContent(caveTurnSchema, "The turn"), ...errorResponses(400, 401, 403, 404) },
});

export function flagTurnRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { id, sessionId, turnId } = c.req.valid("param");
    return c.json(
      await flagTurn(ctx, { userId: currentUserOf(c).id, projectId: id, sessionId, turnId }, c.req.valid("json").note),
      200,
    );
  });
}
