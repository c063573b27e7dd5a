import { createRoute } from "@hono/zod-openapi";
import { ndaVersionSchema, publishNdaSchema } from "@aesop/shared/contracts/nda";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { publishNda } from "../nda.service";

const route = createRoute({
  method: "post",
  path: "/nda",
  tags: ["admin"],
  summary: "Publish a new NDA version; every user must accept it again",
  request: { body: jsonBody(publishNdaSchema) },
  responses: { 201: jsonContent(ndaVersionSchema, "Published"), ...errorResponses(400, 401, 403) },
});

/** Admin only (mounted at /api/admin). */
export function publishNdaRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await publishNda(ctx, currentUserOf(c), c.req.valid("json")), 201),
  );
}
