import { createRoute } from "@hono/zod-openapi";
import { adminUserGuideListSchema } from "@aesop/shared/contracts/admin";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { listUserGuides } from "../user-guides.service";

const route = createRoute({
  method: "get",
  path: "/user-guides",
  tags: ["admin"],
  responses: { 200: jsonContent(adminUserGuideListSchema, "Every user guide"), ...errorResponses(401, 403) },
});

/** Admin only (mounted at /api/admin). */
export function listUserGuidesRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => c.json({ guides: await listUserGuides(ctx) }, 200));
}
