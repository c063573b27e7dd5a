import { createRoute } from "@hono/zod-openapi";
import { saveTargetSchema, targetSchema } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../../context";
import { createTarget } from "../../../../evaluation/targets/targets.service";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { projectParams } from "./target-params";

const route = createRoute({
  method: "post",
  path: "/projects/{id}/eval-targets",
  tags: ["eval"],
  summary: "Add a target: instructions on a model, an OpenAI-compatible endpoint or an HTTP endpoint",
  request: { params: projectParams, body: jsonBody(saveTargetSchema) },
  responses: { 201: jsonContent(targetSchema, "Created"), ...errorResponses(400, 401, 403, 404) },
});

export function createTargetRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await createTarget(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json")), 201),
  );
}
