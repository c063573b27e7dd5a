import { createRoute, z } from "@hono/zod-openapi";
import { EVAL_MATRIX_EXPORT_FORMATS } from "@aesop/shared/contracts/eval-matrices";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { exportProjectMatrix } from "../matrices.service";
import { matrixParams } from "./matrix-params";

const route = createRoute({
  method: "get",
  path: "/projects/{id}/eval-matrices/{matrixId}/export",
  tags: ["eval"],
  summary: "Download a matrix run as JSON or CSV (one row per scenario × target) or JUnit XML (one suite per target)",
  request: {
    params: matrixParams,
    query: z.object({
      format: z.enum(EVAL_MATRIX_EXPORT_FORMATS, "Export a matrix as json, csv or junit.").default("json"),
    }),
  },
  responses: {
    200: { description: "The file", content: { "text/plain": { schema: z.string() } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function exportMatrixRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { id, matrixId } = c.req.valid("param");
    const file = await exportProjectMatrix(ctx, currentUserOf(c).id, id, matrixId, c.req.valid("query").format);
    c.header("Content-Disposition", `attachment; filename="${file.filename.replace(/[^\w.-]/g, "-")}"`);
    const response = c.text(file.body, 200);
    response.headers.set("Content-Type", file.mediaType);
    return response;
  });
}
