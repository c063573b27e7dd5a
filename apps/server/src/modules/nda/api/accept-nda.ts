import { createRoute } from "@hono/zod-openapi";
import { acceptNdaSchema, ndaStatusSchema } from "@aesop/shared/contracts/nda";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { clientAddress } from "../../../lib/client-address";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { currentUserOf, requireUser } from "../../../middleware/require-user";
import { acceptNda } from "../nda.service";

const route = createRoute({
  method: "post",
  path: "/accept",
  tags: ["nda"],
  summary: "Accept the latest NDA (version and SHA-256 of the text shown)",
  middleware: [requireUser],
  request: { body: jsonBody(acceptNdaSchema) },
  responses: { 200: jsonContent(ndaStatusSchema, "Accepted"), ...errorResponses(400, 401, 409) },
});

/** Rate-limited per user by the routes file (each acceptance mails a copy). */
export function acceptNdaRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
    const result = await acceptNda(ctx, currentUserOf(c), c.req.valid("json"), {
      ipAddress: clientAddress(c, ctx.env.TRUST_PROXY),
      userAgent: c.req.header("user-agent") ?? null,
    });
    return c.json(result, 200);
  });
}
