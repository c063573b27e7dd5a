import { createRoute } from "@hono/zod-openapi";
import type { ServerContext } from "../../../../context";
import { deleteTarget } from "../../../../evaluation/targets/targets.service";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { targetParams } from "./target-params";

const route = createRoute({
  method: "delete",
  path: "/projects/{id}/eval-targets/{targetId}",
  tags: ["eval"],
  summary: "Delete a target (its runs keep their results)",
  request: { params: targetParams },
  responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 403, 404) },
});

export function deleteTargetRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { id, targetId } = c.req.valid("param");
    await deleteTarget(ctx, currentUserOf(c).id, id, targetId);
    return c.body(null, 204);
  });
}
