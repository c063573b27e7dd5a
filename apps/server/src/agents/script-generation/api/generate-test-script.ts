import { createRoute } from "@hono/zod-openapi";
import { reportSchema } from "@aesop/shared/contracts/reports";
import { scriptGenerationOptionsSchema } from "@aesop/shared/contracts/test-scripts";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { workRateLimit } from "../../../middleware/work-rate-limits";
import { submitScriptGeneration } from "../test-scripts.service";
import { projectParams } from "./script-route-parts";

const route = createRoute({
  method: "post",
  path: "/projects/{id}/test-scripts",
  tags: ["test scripts"],
  summary: "Generate a test script from the project's instructions and reports (a durable job)",
  request: { params: projectParams, body: jsonBody(scriptGenerationOptionsSchema) },
  responses: { 202: jsonContent(reportSchema, "Queued"), ...errorResponses(400, 401, 403, 404, 429) },
});

export function generateTestScriptRoute(ctx: ServerContext) {
  return createRouter().openapi({ ...route, middleware: [workRateLimit(ctx, "script-generation")] }, async (c) =>
    c.json(await submitScriptGeneration(ctx, currentUserOf(c).id, c.req.valid("param").id, c.req.valid("json")), 202),
  );
}
