import { createRoute, z } from "@hono/zod-openapi";
import {
  createProjectSchema,
  projectListSchema,
  projectSchema,
  renameProjectSchema,
} from "@aesop/shared/contracts/projects";
import { reportListSchema } from "@aesop/shared/contracts/reports";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../lib/openapi";
import { requireNda } from "../../middleware/require-nda";
import { currentUserOf, requireUser } from "../../middleware/require-user";
import { listReports } from "../reports/reports.service";
import { createProject, deleteProject, getProject, listProjects, renameProject } from "./projects.service";

const projectParams = z.object({ id: z.uuid("Project not found") });

const list = createRoute({
  method: "get",
  path: "/",
  tags: ["projects"],
  summary: "The user's projects, newest first",
  responses: { 200: jsonContent(projectListSchema, "Projects"), ...errorResponses(401, 403) },
});
const create = createRoute({
  method: "post",
  path: "/",
  tags: ["projects"],
  request: { body: jsonBody(createProjectSchema) },
  responses: { 201: jsonContent(projectSchema, "Created"), ...errorResponses(400, 401, 403, 409) },
});
const get = createRoute({
  method: "get",
  path: "/{id}",
  tags: ["projects"],
  request: { params: projectParams },
  responses: { 200: jsonContent(projectSchema, "The project"), ...errorResponses(400, 401, 403, 404) },
});
const rename = createRoute({
  method: "patch",
  path: "/{id}",
  tags: ["projects"],
  request: { params: projectParams, body: jsonBody(renameProjectSchema) },
  responses: { 200: jsonContent(projectSchema, "Renamed"), ...errorResponses(400, 401, 403, 404, 409) },
});
const remove = createRoute({
  method: "delete",
  path: "/{id}",
  tags: ["projects"],
  summary: "Delete a project and its reports",
  request: { params: projectParams },
  responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 403, 404) },
});
const reports = createRoute({
  method: "get",
  path: "/{id}/reports",
  tags: ["reports"],
  summary: "The project's reports, newest first",
  request: { params: projectParams },
  responses: { 200: jsonContent(reportListSchema, "Reports"), ...errorResponses(400, 401, 403, 404) },
});
/** Mounted at /api/projects: signed in, NDA accepted, and only the user's own projects. */
export function projectRoutes(ctx: ServerContext) {
  const router = createRouter();
  router.use("*", requireUser, requireNda(ctx));
  return router
    .openapi(list, async (c) => c.json({ projects: await listProjects(ctx, currentUserOf(c).id) }, 200))
    .openapi(create, async (c) =>
      c.json(await createProject(ctx, currentUserOf(c).id, c.req.valid("json").projectName), 201),
    )
    .openapi(get, async (c) => c.json(await getProject(ctx, currentUserOf(c).id, c.req.valid("param").id), 200))
    .openapi(rename, async (c) =>
      c.json(
        await renameProject(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json").projectName),
        200,
      ),
    )
    .openapi(remove, async (c) => {
      await deleteProject(ctx, currentUserOf(c).id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(reports, async (c) =>
      c.json({ reports: await listReports(ctx, currentUserOf(c).id, c.req.valid("param").id) }, 200),
    );
}
