import { createRoute } from "@hono/zod-openapi";
import { projectSchema } from "@aesop/shared/contracts/projects";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { getProject } from "../projects.service";
import { projectParams } from "./project-params";

const route = createRoute({
  method: "get",
  path: "/{id}",
  tags: ["projects"],
  request: { params: projectParams },
  responses: { 200: jsonContent(projectSchema, "The project"), ...errorResponses(400, 401, 403, 404) },
});

export function getProjectRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await getProject(ctx, currentUserOf(c).id, c.req.valid("param").id), 200),
  );
}
