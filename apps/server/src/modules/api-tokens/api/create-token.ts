import { createRoute } from "@hono/zod-openapi";
import { createApiTokenSchema, createdApiTokenSchema } from "@aesop/shared/contracts/api-tokens";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { createApiToken } from "../api-tokens.service";

const route = createRoute({
  method: "post",
  path: "/api-tokens",
  tags: ["api-tokens"],
  summary: "Create a personal API token: the answer holds the token, shown this once only",
  request: { body: jsonBody(createApiTokenSchema) },
  responses: { 201: jsonContent(createdApiTokenSchema, "Created"), ...errorResponses(400, 401, 403, 409) },
});

export function createTokenRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json(await createApiToken(ctx, currentUserOf(c), c.req.valid("json")), 201),
  );
}
