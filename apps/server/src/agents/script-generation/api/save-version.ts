import { createRoute } from "@hono/zod-openapi";
import { saveTestScriptVersionSchema, testScriptVersionSchema } from "@aesop/shared/contracts/test-scripts";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { saveScriptVersion } from "../test-scripts.service";
import { scriptParams } from "./script-route-parts";

const route = createRoute({
  method: "post",
  path: "/test-scripts/{reportId}/versions",
  tags: ["test scripts"],
  summary: "Save an edited test script as its next version",
  request: { params: scriptParams, body: jsonBody(saveTestScriptVersionSchema) },
  responses: { 201: jsonContent(testScriptVersionSchema, "Saved"), ...errorResponses(400, 401, 403, 404, 409, 413) },
});

export function saveVersionRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await saveScriptVersion(ctx, currentUserOf(c).id, c.req.valid("param").reportId, c.req.valid("json")), 201),
  );
}
