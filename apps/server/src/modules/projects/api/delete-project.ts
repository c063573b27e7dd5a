import { createRoute } from "@hono/zod-openapi";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { deleteProject } from "../projects.service";
import { projectParams } from "./project-params";

const route = createRoute({
  method: "delete",
  path: "/{id}",
  tags: ["projects"],
  summary: "Delete a project and its reports",
  request: { params: projectParams },
  responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 403, 404) },
});

export function deleteProjectRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    await deleteProject(ctx, currentUserOf(c).id, c.req.valid("param").id);
    return c.body(null, 204);
  });
}
