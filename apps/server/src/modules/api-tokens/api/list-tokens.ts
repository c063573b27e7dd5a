import { createRoute } from "@hono/zod-openapi";
import { apiTokenListSchema } from "@aesop/shared/contracts/api-tokens";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { listApiTokens } from "../api-tokens.service";

const route = createRoute({
  method: "get",
  path: "/api-tokens",
  tags: ["api-tokens"],
  summary: "The user's personal API tokens in force or expired (never the tokens themselves)",
  responses: { 200: jsonContent(apiTokenListSchema, "Tokens"), ...errorResponses(401, 403) },
});

export function listTokensRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) =>
    c.json({ tokens: await listApiTokens(ctx, currentUserOf(c).id) }, 200),
  );
}
