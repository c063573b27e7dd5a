import { createRoute } from "@hono/zod-openapi";
import { caveTurnSchema } from "@aesop/shared/contracts/cave";
import { setHumanVerdictSchema } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { clearTurnVerdict, setTurnVerdict } from "../cave-human-verdicts";
import { BASE, turnParams } from "./cave-route-parts";

const path = `${BASE}/{sessionId}/turns/{turnId}/verdict`;

const setRoute = createRoute({
  method: "put",
  path,
  tags: ["cave"],
  summary: "Set a person's verdict (pass or fail, with a note) on a reply of a dialogue, beside the judge's",
  description:
    "Replaces any earlier verdict on the reply; the project's judge agreement counts it. Only the session's owner; " +
    "400 on an evaluator's turn, 409 while the reply is still being written.",
  request: { params: turnParams, body: jsonBody(setHumanVerdictSchema) },
  responses: { 200: jsonContent(caveTurnSchema, "The turn"), ...errorResponses(400, 401, 403, 404, 409) },
});

const clearRoute = createRoute({
  method: "delete",
  path,
  tags: ["cave"],
  summary: "Remove a person's verdict on a reply: only the judge's stands again",
  request: { params: turnParams },
  responses: { 200: jsonContent(caveTurnSchema, "The turn"), ...errorResponses(400, 401, 403, 404) },
});

export function turnVerdictRoutes(ctx: ServerContext) {
  return createRouter()
    .openapi(setRoute, async (c) => {
      const { id, sessionId, turnId } = c.req.valid("param");
      const ids = { userId: currentUserOf(c).id, projectId: id, sessionId, turnId };
      return c.json(await setTurnVerdict(ctx, ids, c.req.valid("json")), 200);
    })
    .openapi(clearRoute, async (c) => {
      const { id, sessionId, turnId } = c.req.valid("param");
      return c.json(
        await clearTurnVerdict(ctx, { userId: currentUserOf(c).id, projectId: id, sessionId, turnId }),
        200,
      );
    });
}
