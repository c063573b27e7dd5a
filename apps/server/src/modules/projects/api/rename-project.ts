import { createRoute } from "@hono/zod-openapi";
import { projectSchema, renameProjectSchema } from "@aesop/shared/contracts/projects";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { renameProject } from "../projects.service";
import { projectParams } from "./project-params";

const route = createRoute({
  method: "patch",
  path: "/{id}",
  tags: ["projects"],
  request: { params: projectParams, body: jsonBody(renameProjectSchema) },
  responses: { 200: jsonContent(projectSchema, "Renamed"), ...errorResponses(400, 401, 403, 404, 409) },
});

export function renameProjectRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(
      await renameProject(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json").projectName),
      200,
    ),
  );
}
