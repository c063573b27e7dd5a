import { createRoute } from "@hono/zod-openapi";
import { testScriptVersionSchema } from "@aesop/shared/contracts/test-scripts";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { getScriptVersion } from "../test-scripts.service";
import { versionParams } from "./script-route-parts";

const route = createRoute({
  method: "get",
  path: "/test-scripts/{reportId}/versions/{version}",
  tags: ["test scripts"],
  summary: "One version of a test script with its scenarios",
  request: { params: versionParams },
  responses: { 200: jsonContent(testScriptVersionSchema, "Version"), ...errorResponses(400, 401, 403, 404, 409) },
});

export function getVersionRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { reportId, version } = c.req.valid("param");
    return c.json(await getScriptVersion(ctx, currentUserOf(c).id, reportId, version), 200);
  });
}
