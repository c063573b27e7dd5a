import { createRoute } from "@hono/zod-openapi";
import { targetListSchema } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../../context";
import { listTargets } from "../../../../evaluation/targets/targets.service";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { projectParams } from "./target-params";

const route = createRoute({
  method: "get",
  path: "/projects/{id}/eval-targets",
  tags: ["eval"],
  summary: "The project's targets (the assistants under test); secrets are masked",
  request: { params: projectParams },
  responses: { 200: jsonContent(targetListSchema, "Targets"), ...errorResponses(400, 401, 403, 404) },
});

export function listTargetsRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json({ targets: await listTargets(ctx, currentUserOf(c).id, c.req.valid("param").id) }, 200),
  );
}
