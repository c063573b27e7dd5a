import { createRoute } from "@hono/zod-openapi";
import { acceptNdaSchema, ndaStatusSchema, ndaVersionSchema, publishNdaSchema } from "@aesop/shared/contracts/nda";
import type { ServerContext } from "../../context";
import { clientAddress } from "../../lib/client-address";
import { createRouter } from "../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../lib/openapi";
import { rateLimit } from "../../middleware/rate-limit";
import { currentUserOf, requireUser } from "../../middleware/require-user";
import { acceptNda, getNdaStatus, publishNda } from "./nda.service";

const status = createRoute({
  method: "get",
  path: "/status",
  tags: ["nda"],
  summary: "The latest NDA and whether the signed-in user must accept it",
  middleware: [requireUser],
  responses: { 200: jsonContent(ndaStatusSchema, "NDA status"), ...errorResponses(401) },
});

const accept = createRoute({
  method: "post",
  path: "/accept",
  tags: ["nda"],
  summary: "Accept the latest NDA (version and SHA-256 of the text shown)",
  middleware: [requireUser],
  request: { body: jsonBody(acceptNdaSchema) },
  responses: { 200: jsonContent(ndaStatusSchema, "Accepted"), ...errorResponses(400, 401, 409) },
});

const publish = createRoute({
  method: "post",
  path: "/nda",
  tags: ["admin"],
  summary: "Publish a new NDA version; every user must accept it again",
  request: { body: jsonBody(publishNdaSchema) },
  responses: { 201: jsonContent(ndaVersionSchema, "Published"), ...errorResponses(400, 401, 403) },
});

/** Mounted at /api/nda: needs a signed-in user, not yet the NDA. */
export function ndaRoutes(ctx: ServerContext) {
  const router = createRouter();
  // Each acceptance mails a copy: a few a minute per user is plenty.
  router.use(
    "/accept",
    requireUser,
    rateLimit(
      ctx.database.pool,
      { name: "nda-acceptance", points: 5, durationSeconds: 60 },
      { trustProxy: ctx.env.TRUST_PROXY, perUser: true },
    ),
  );
  return router
    .openapi(status, async (c) => c.json(await getNdaStatus(ctx, currentUserOf(c).id), 200))
    .openapi(accept, async (c) => {
      const result = await acceptNda(ctx, currentUserOf(c), c.req.valid("json"), {
        ipAddress: clientAddress(c, ctx.env.TRUST_PROXY),
        userAgent: c.req.header("user-agent") ?? null,
      });
      return c.json(result, 200);
    });
}

/** Mounted at /api/admin. */
export function adminNdaRoutes(ctx: ServerContext) {
  return createRouter().openapi(publish, async (c) =>
    c.json(await publishNda(ctx, currentUserOf(c), c.req.valid("json")), 201),
  );
}
