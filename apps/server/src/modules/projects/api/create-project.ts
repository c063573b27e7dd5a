import { createRoute } from "@hono/zod-openapi";
import { createProjectSchema, projectSchema } from "@aesop/shared/contracts/projects";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { createProject } from "../projects.service";

const route = createRoute({
  method: "post",
  path: "/",
  tags: ["projects"],
  request: { body: jsonBody(createProjectSchema) },
  responses: { 201: jsonContent(projectSchema, "Created"), ...errorResponses(400, 401, 403, 409) },
});

export function createProjectRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await createProject(ctx, currentUserOf(c).id, c.req.valid("json").projectName), 201),
  );
}
