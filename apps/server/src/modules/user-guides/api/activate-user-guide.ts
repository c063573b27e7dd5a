import { createRoute, z } from "@hono/zod-openapi";
import { adminUserGuideSchema } from "@aesop/shared/contracts/admin";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { activateGuide } from "../user-guides.service";

const route = createRoute({
  method: "post",
  path: "/user-guides/{id}/activate",
  tags: ["admin"],
  request: { params: z.object({ id: z.uuid() }) },
  responses: { 200: jsonContent(adminUserGuideSchema, "Now active"), ...errorResponses(401, 403, 404) },
});

/** Admin only (mounted at /api/admin). */
export function activateUserGuideRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await activateGuide(ctx, currentUserOf(c), c.req.valid("param").id), 200),
  );
}
