import { createRoute, z } from "@hono/zod-openapi";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { projectParams } from "../../runs/api/run-params";
import { instructionsVersionPatch } from "../fixes.service";

const route = createRoute({
  method: "get",
  path: "/projects/{id}/instructions-versions/{reportId}/patch",
  tags: ["eval"],
  summary: "Download an instructions version as a unified diff from the version before it",
  request: {
    params: projectParams.extend({ reportId: z.coerce.number().int().positive("Instructions version not found") }),
  },
  responses: {
    200: { description: "The patch", content: { "text/x-diff": { schema: z.string() } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function instructionsVersionPatchRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { id, reportId } = c.req.valid("param");
    const patch = await instructionsVersionPatch(ctx, currentUserOf(c).id, id, reportId);
    c.header("Content-Disposition", `attachment; filename="${patch.filename}"`);
    const response = c.text(patch.body, 200);
    response.headers.set("Content-Type", "text/x-diff; charset=utf-8");
    return response;
  });
}
