import { createRoute } from "@hono/zod-openapi";
import { projectListSchema } from "@aesop/shared/contracts/projects";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { listProjects } from "../projects.service";

const route = createRoute({
  method: "get",
  path: "/",
  tags: ["projects"],
  summary: "The user's projects, newest first",
  responses: { 200: jsonContent(projectListSchema, "Projects"), ...errorResponses(401, 403) },
});

export function listProjectsRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json({ projects: await listProjects(ctx, currentUserOf(c).id) }, 200),
  );
}
