import { createRoute, z } from "@hono/zod-openapi";
import { testScriptVersionSummarySchema } from "@aesop/shared/contracts/test-scripts";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { listScriptVersions } from "../test-scripts.service";
import { scriptParams } from "./script-route-parts";

const route = createRoute({
  method: "get",
  path: "/test-scripts/{reportId}/versions",
  tags: ["test scripts"],
  summary: "The versions of a test script, oldest first (version 1 is the generated one)",
  request: { params: scriptParams },
  responses: {
    200: jsonContent(z.object({ versions: z.array(testScriptVersionSummarySchema) }), "Versions"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function listVersionsRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json({ versions: await listScriptVersions(ctx, currentUserOf(c).id, c.req.valid("param").reportId) }, 200),
  );
}
