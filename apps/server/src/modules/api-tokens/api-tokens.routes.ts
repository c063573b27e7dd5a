import { createRoute, z } from "@hono/zod-openapi";
import { apiTokenListSchema, createApiTokenSchema, createdApiTokenSchema } from "@aesop/shared/contracts/api-tokens";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../lib/openapi";
import { requireSession } from "../../middleware/api-token";
import { requireNda } from "../../middleware/require-nda";
import { currentUserOf, requireUser } from "../../middleware/require-user";
import { createApiToken, listApiTokens, revokeApiToken } from "./api-tokens.service";

const tokenParams = z.object({ id: z.uuid("API token not found.") });

const list = createRoute({
  method: "get",
  path: "/api-tokens",
  tags: ["api-tokens"],
  summary: "The user's personal API tokens in force or expired (never the tokens themselves)",
  responses: { 200: jsonContent(apiTokenListSchema, "Tokens"), ...errorResponses(401, 403) },
});
const create = createRoute({
  method: "post",
  path: "/api-tokens",
  tags: ["api-tokens"],
  summary: "Create a personal API token: the answer holds the token, shown this once only",
  request: { body: jsonBody(createApiTokenSchema) },
  responses: { 201: jsonContent(createdApiTokenSchema, "Created"), ...errorResponses(400, 401, 403, 409) },
});
const revoke = createRoute({
  method: "delete",
  path: "/api-tokens/{id}",
  tags: ["api-tokens"],
  summary: "Revoke a personal API token: requests made with it are refused (401) from now on",
  request: { params: tokenParams },
  responses: { 204: { description: "Revoked" }, ...errorResponses(400, 401, 403, 404) },
});

/** Mounted at /api/account: signed in with a session (a token cannot manage tokens), NDA accepted. */
export function apiTokenRoutes(ctx: ServerContext) {
  const router = createRouter();
  router.use("/api-tokens", requireUser, requireSession, requireNda(ctx));
  router.use("/api-tokens/*", requireUser, requireSession, requireNda(ctx));
  return router
    .openapi(list, async (c) => c.json({ tokens: await listApiTokens(ctx, currentUserOf(c).id) }, 200))
    .openapi(create, async (c) => c.json(await createApiToken(ctx, currentUserOf(c), c.req.valid("json")), 201))
    .openapi(revoke, async (c) => {
      await revokeApiToken(ctx, currentUserOf(c), c.req.valid("param").id);
      return c.body(null, 204);
    });
}
