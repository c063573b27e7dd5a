import { createRoute, z } from "@hono/zod-openapi";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { revokeApiToken } from "../api-tokens.service";

const tokenParams = z.object({ id: z.uuid("API token not found.") });

const route = createRoute({
  method: "delete",
  path: "/api-tokens/{id}",
  tags: ["api-tokens"],
  summary: "Revoke a personal API token: requests made with it are refused (401) from now on",
  request: { params: tokenParams },
  responses: { 204: { description: "Revoked" }, ...errorResponses(400, 401, 403, 404) },
});

export function revokeTokenRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    await revokeApiToken(ctx, currentUserOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
}
