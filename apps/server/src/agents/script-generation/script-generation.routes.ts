import { createRoute, z } from "@hono/zod-openapi";
import { reportSchema } from "@aesop/shared/contracts/reports";
import {
  rubricSchema,
  rubricVersionSchema,
  saveTestScriptVersionSchema,
  scriptGenerationOptionsSchema,
  TEST_SCRIPT_EXPORT_FORMATS,
  TEST_SCRIPT_IMPORT_MAX_BYTES,
  TEST_SCRIPT_IMPORT_TOO_LARGE,
  testScriptVersionSchema,
  testScriptVersionSummarySchema,
} from "@aesop/shared/contracts/test-scripts";
import { textSchema } from "@aesop/shared/contracts/text";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../lib/openapi";
import { requireNda } from "../../middleware/require-nda";
import { currentUserOf, requireUser } from "../../middleware/require-user";
import { workRateLimit } from "../../middleware/work-rate-limits";
import {
  exportScriptVersion,
  getProjectRubric,
  getScriptVersion,
  importScript,
  listScriptVersions,
  saveProjectRubric,
  saveScriptVersion,
  submitScriptGeneration,
} from "./test-scripts.service";

const projectParams = z.object({ id: z.uuid("Project not found") });
const scriptParams = z.object({ reportId: z.coerce.number().int().positive("Test script not found") });
const versionParams = scriptParams.extend({ version: z.coerce.number().int().min(1, "Version not found") });
const exportParams = versionParams.extend({
  format: z.enum(TEST_SCRIPT_EXPORT_FORMATS, "Export as promptfoo, inspect, json or markdown."),
});

const rubricWithHistorySchema = rubricVersionSchema.extend({
  versions: z.array(z.object({ version: z.number().int(), createdAt: z.string().nullable() })),
});

const routes = {
  getRubric: createRoute({
    method: "get",
    path: "/projects/{id}/rubric",
    tags: ["test scripts"],
    summary: "The project's safety rubric (the default until first saved) and its versions",
    request: { params: projectParams },
    responses: { 200: jsonContent(rubricWithHistorySchema, "Rubric"), ...errorResponses(400, 401, 403, 404) },
  }),
  saveRubric: createRoute({
    method: "put",
    path: "/projects/{id}/rubric",
    tags: ["test scripts"],
    summary: "Save the project's rubric as a new version (earlier versions are kept)",
    request: { params: projectParams, body: jsonBody(rubricSchema) },
    responses: { 201: jsonContent(rubricVersionSchema, "Saved"), ...errorResponses(400, 401, 403, 404) },
  }),
  generate: createRoute({
    method: "post",
    path: "/projects/{id}/test-scripts",
    tags: ["test scripts"],
    summary: "Generate a test script from the project's instructions and reports (a durable job)",
    request: { params: projectParams, body: jsonBody(scriptGenerationOptionsSchema) },
    responses: { 202: jsonContent(reportSchema, "Queued"), ...errorResponses(400, 401, 403, 404, 429) },
  }),
  importScript: createRoute({
    method: "post",
    path: "/projects/{id}/test-scripts/import",
    tags: ["test scripts"],
    summary: "Import a test script: AESOP's JSON export, or a promptfoo configuration or test list (YAML)",
    request: {
      params: projectParams,
      body: jsonBody(
        z.object({
          text: textSchema()
            .min(1, "The file is empty.")
            .max(TEST_SCRIPT_IMPORT_MAX_BYTES, TEST_SCRIPT_IMPORT_TOO_LARGE),
        }),
      ),
    },
    responses: { 201: jsonContent(reportSchema, "Imported"), ...errorResponses(400, 401, 403, 404, 413) },
  }),
  versions: createRoute({
    method: "get",
    path: "/test-scripts/{reportId}/versions",
    tags: ["test scripts"],
    summary: "The versions of a test script, oldest first (version 1 is the generated one)",
    request: { params: scriptParams },
    responses: {
      200: jsonContent(z.object({ versions: z.array(testScriptVersionSummarySchema) }), "Versions"),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  }),
  version: createRoute({
    method: "get",
    path: "/test-scripts/{reportId}/versions/{version}",
    tags: ["test scripts"],
    summary: "One version of a test script with its scenarios",
    request: { params: versionParams },
    responses: { 200: jsonContent(testScriptVersionSchema, "Version"), ...errorResponses(400, 401, 403, 404, 409) },
  }),
  saveVersion: createRoute({
    method: "post",
    path: "/test-scripts/{reportId}/versions",
    tags: ["test scripts"],
    summary: "Save an edited test script as its next version",
    request: { params: scriptParams, body: jsonBody(saveTestScriptVersionSchema) },
    responses: { 201: jsonContent(testScriptVersionSchema, "Saved"), ...errorResponses(400, 401, 403, 404, 409) },
  }),
  exportVersion: createRoute({
    method: "get",
    path: "/test-scripts/{reportId}/versions/{version}/export/{format}",
    tags: ["test scripts"],
    summary:
      "Download a version as promptfoo (a ZIP: the YAML and AESOP's judge), an Inspect dataset (JSONL), JSON or Markdown",
    request: { params: exportParams },
    responses: {
      200: {
        description: "The file",
        content: {
          "text/plain": { schema: z.string() },
          "application/zip": { schema: z.string().openapi({ format: "binary" }) },
        },
      },
      ...errorResponses(400, 401, 403, 404, 409),
    },
  }),
};

/** Mounted at /api: the Script Generation Agent's rubric, generation, versions, exports and import. */
export function scriptGenerationRoutes(ctx: ServerContext) {
  const router = createRouter();
  for (const path of [
    "/projects/:id/rubric",
    "/projects/:id/test-scripts",
    "/projects/:id/test-scripts/*",
    "/test-scripts/*",
  ]) {
    router.use(path, requireUser, requireNda(ctx));
  }
  return router
    .openapi(routes.getRubric, async (c) =>
      c.json(await getProjectRubric(ctx, currentUserOf(c).id, c.req.valid("param").id), 200),
    )
    .openapi(routes.saveRubric, async (c) =>
      c.json(await saveProjectRubric(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .openapi({ ...routes.generate, middleware: [workRateLimit(ctx, "script-generation")] }, async (c) =>
      c.json(await submitScriptGeneration(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json")), 202),
    )
    .openapi(routes.importScript, async (c) =>
      c.json(await importScript(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json").text), 201),
    )
    .openapi(routes.versions, async (c) =>
      c.json({ versions: await listScriptVersions(ctx, currentUserOf(c).id, c.req.valid("param").reportId) }, 200),
    )
    .openapi(routes.version, async (c) => {
      const { reportId, version } = c.req.valid("param");
      return c.json(await getScriptVersion(ctx, currentUserOf(c).id, reportId, version), 200);
    })
    .openapi(routes.saveVersion, async (c) =>
      c.json(
        await saveScriptVersion(ctx, currentUserOf(c).id, c.req.valid("param").reportId, c.req.valid("json")),
        201,
      ),
    )
    .openapi(routes.exportVersion, async (c) => {
      const { reportId, version, format } = c.req.valid("param");
      const file = await exportScriptVersion(ctx, currentUserOf(c).id, reportId, version, format);
      c.header("Content-Disposition", `attachment; filename="${file.filename.replace(/[^\w.-]/g, "-")}"`);
      // c.text sets text/plain; the file's own type (JSON Lines, JSON, Markdown, a ZIP) replaces it.
      const response = typeof file.body === "string" ? c.text(file.body, 200) : c.body(file.body, 200);
      response.headers.set("Content-Type", file.mediaType);
      return response;
    });
}
