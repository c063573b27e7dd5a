import { createRoute, z } from "@hono/zod-openapi";
import { EVAL_EXPORT_FORMATS } from "@aesop/shared/contracts/eval";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { exportProjectRun } from "../runs.service";
import { runParams } from "./run-params";

const route = createRoute({
  method: "get",
  path: "/projects/{id}/eval-runs/{runId}/export",
  tags: ["eval"],
  summary: "Download a run as JSON (with transcripts), CSV, JUnit XML (for CI dashboards) or Markdown",
  request: {
    params: runParams,
    query: z.object({
      format: z.enum(EVAL_EXPORT_FORMATS, "Export as json, csv, junit or markdown.").default("json"),
    }),
  },
  responses: {
    200: { description: "The file", content: { "text/plain": { schema: z.string() } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function exportRunRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { id, runId } = c.req.valid("param");
    const file = await exportProjectRun(ctx, currentUserOf(c).id, id, runId, c.req.valid("query").format);
    c.header("Content-Disposition", `attachment; filename="${file.filename.replace(/[^\w.-]/g, "-")}"`);
    const response = c.text(file.body, 200);
    response.headers.set("Content-Type", file.mediaType);
    return response;
  });
}
