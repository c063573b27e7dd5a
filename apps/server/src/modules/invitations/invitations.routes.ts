import { createRoute, z } from "@hono/zod-openapi";
import {
  acceptInvitationResponseSchema,
  acceptInvitationSchema,
  invitationSchema,
} from "@aesop/shared/contracts/invitations";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../lib/openapi";
import { rateLimit } from "../../middleware/rate-limit";
import { acceptInvitation, getInvitation } from "./invitations.service";

const tokenParams = z.object({ token: z.string().min(1).max(128) });

const get = createRoute({
  method: "get",
  path: "/{token}",
  tags: ["invitations"],
  summary: "Who an invitation is for (404 when invalid, used or expired)",
  request: { params: tokenParams },
  responses: { 200: jsonContent(invitationSchema, "The invitation"), ...errorResponses(400, 404, 429) },
});

const accept = createRoute({
  method: "post",
  path: "/{token}/accept",
  tags: ["invitations"],
  summary: "Create the invitee's account; a confirmation e-mail follows",
  request: { params: tokenParams, body: jsonBody(acceptInvitationSchema) },
  responses: {
    201: jsonContent(acceptInvitationResponseSchema, "Account created"),
    ...errorResponses(400, 404, 409, 429),
  },
});

/** Mounted at /api/invitations; guessing tokens is rate-limited per client. */
export function invitationRoutes(ctx: ServerContext) {
  const router = createRouter();
  router.use(
    "*",
    rateLimit(
      ctx.database.pool,
      { name: "invitation", points: 30, durationSeconds: 600 },
      {
        trustProxy: ctx.env.TRUST_PROXY,
      },
    ),
  );
  return router
    .openapi(get, async (c) => c.json(await getInvitation(ctx, c.req.valid("param").token), 200))
    .openapi(accept, async (c) => {
      const result = await acceptInvitation(ctx, c.req.valid("param").token, c.req.valid("json"), c.req.raw.headers);
      return c.json(result, 201);
    });
}
