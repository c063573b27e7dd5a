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
    // Written as it is read (decision 0080): a large run's transcripts never sit whole in memory.
    const encoder = new TextEncoder();
    const pieces = file.body[Symbol.asyncIterator]();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await pieces.return?.();
      },
    });
    // The route documents the file as text; a stream of that text is what goes out.
    return new Response(body, {
      status: 200,
      headers: {
        "Content-Type": file.mediaType,
        "Content-Disposition": `attachment; filename="${file.filename.replace(/[^\w.-]/g, "-")}"`,
      },
    }) as never;
  });
}
