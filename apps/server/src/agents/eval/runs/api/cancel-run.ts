import { createRoute } from "@hono/zod-openapi";
import { evalRunSchema } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { cancelRun } from "../runs.service";
import { runParams } from "./run-params";

const route = createRoute({
  method: "post",
  path: "/projects/{id}/eval-runs/{runId}/cancel",
  tags: ["eval"],
  summary: "Cancel a run: pending scenarios are not run, a scenario in flight stops before its next turn",
  request: { params: runParams },
  responses: { 200: jsonContent(evalRunSchema, "Cancelled"), ...errorResponses(400, 401, 403, 404, 409) },
});

export function cancelRunRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { id, runId } = c.req.valid("param");
    return c.json(await cancelRun(ctx, currentUserOf(c).id, id, runId), 200);
  });
}
