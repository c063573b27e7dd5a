import { createRoute } from "@hono/zod-openapi";
import { evalMatrixSchema } from "@aesop/shared/contracts/eval-matrices";
import type { ServerContext } from "../../../../context";
import { createRouter } from "../../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../../lib/openapi";
import { currentUserOf } from "../../../../middleware/require-user";
import { getMatrix } from "../matrices.service";
import { matrixParams } from "./matrix-params";

const route = createRoute({
  method: "get",
  path: "/projects/{id}/eval-matrices/{matrixId}",
  tags: ["eval"],
  summary: "A matrix run: a row per scenario, a column per target, and each target's run with its figures",
  request: { params: matrixParams },
  responses: { 200: jsonContent(evalMatrixSchema, "The matrix"), ...errorResponses(400, 401, 403, 404) },
});

export function getMatrixRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const { id, matrixId } = c.req.valid("param");
    return c.json(await getMatrix(ctx, currentUserOf(c).id, id, matrixId), 200);
  });
}
