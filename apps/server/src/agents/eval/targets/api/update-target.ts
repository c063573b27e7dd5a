import { createRoute } from "@hono/zod-openapi";
import { saveTargetSchema, targetSchema } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../../context";
import { updateTarget } from "../../../../evaluation/targets/targets.service";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { targetParams } from "./target-params";

const route = createRoute({
  method: "put",
  path: "/projects/{id}/eval-targets/{targetId}",
  tags: ["eval"],
  summary:
    "Change a target; a secret left out keeps the stored one, unless the kind, scheme, host or port changes (then the stored secrets are dropped)",
  request: { params: targetParams, body: jsonBody(saveTargetSchema) },
  responses: { 200: jsonContent(targetSchema, "Saved"), ...errorResponses(400, 401, 403, 404, 409) },
});

export function updateTargetRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { id, targetId } = c.req.valid("param");
    return c.json(await updateTarget(ctx, currentUserOf(c).id, id, targetId, c.req.valid("json")), 200);
  });
}
