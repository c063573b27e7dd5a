import { createRoute, z } from "@hono/zod-openapi";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { exportScriptVersion } from "../test-scripts.service";
import { exportParams } from "./script-route-parts";

const route = createRoute({
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
});

export function exportVersionRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { reportId, version, format } = c.req.valid("param");
    const file = await exportScriptVersion(ctx, currentUserOf(c).id, reportId, version, format);
    c.header("Content-Disposition", `attachment; filename="${file.filename.replace(/[^\w.-]/g, "-")}"`);
    // c.text sets text/plain; the file's own type (JSON Lines, JSON, Markdown, a ZIP) replaces it.
    const response = typeof file.body === "string" ? c.text(file.body, 200) : c.body(file.body, 200);
    response.headers.set("Content-Type", file.mediaType);
    return response;
  });
}
