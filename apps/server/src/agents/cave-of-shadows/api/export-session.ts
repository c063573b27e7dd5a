import { createRoute, z } from "@hono/zod-openapi";
import { CAVE_EXPORT_FORMATS } from "@aesop/shared/contracts/cave";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { exportSession } from "../cave.service";
import { BASE, sessionParams } from "./cave-route-parts";

const route = createRoute({
  method: "get",
  path: `${BASE}/{sessionId}/export`,
  tags: ["cave"],
  summary: "Download a session as JSON (the session as GET returns it) or Markdown (each turn of each dialogue)",
  request: {
    params: sessionParams,
    query: z.object({ format: z.enum(CAVE_EXPORT_FORMATS, "Export as json or markdown.").default("json") }),
  },
  responses: {
    200: { description: "The file", content: { "text/plain": { schema: z.string() } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function exportSessionRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { id, sessionId } = c.req.valid("param");
    const file = await exportSession(ctx, currentUserOf(c).id, id, sessionId, c.req.valid("query").format);
    c.header("Content-Disposition", `attachment; filename="${file.filename}"`);
    const response = c.text(file.body, 200);
    response.headers.set("Content-Type", file.mediaType);
    return response;
  });
}
