import { createRoute } from "@hono/zod-openapi";
import { ndaStatusSchema } from "@aesop/shared/contracts/nda";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf, requireUser } from "../../../middleware/require-user";
import { getNdaStatus } from "../nda.service";

const route = createRoute({
  method: "get",
  path: "/status",
  tags: ["nda"],
  summary: "The latest NDA and whether the signed-in user must accept it",
  middleware: [requireUser],
  responses: { 200: jsonContent(ndaStatusSchema, "NDA status"), ...errorResponses(401) },
});

export function getNdaStatusRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => c.json(await getNdaStatus(ctx, currentUserOf(c).id), 200));
}
