import { createRoute, z } from "@hono/zod-openapi";
import {
  applicationReceivedSchema,
  betaApplicationSchema,
  registrationListSchema,
  registrationSchema,
  rejectRegistrationSchema,
} from "@aesop/shared/contracts/registrations";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../lib/openapi";
import { currentUserOf } from "../../middleware/require-user";
import { rateLimit } from "../../middleware/rate-limit";
import {
  applyForBeta,
  inviteRegistration,
  listRegistrations,
  rejectRegistration,
  revokeInvitation,
} from "./registrations.service";

const idParams = z.object({ id: z.uuid("Unknown registration") });

const apply = createRoute({
  method: "post",
  path: "/",
  tags: ["registrations"],
  summary: "Apply for beta access (the same answer whether or not the address is known)",
  request: { body: jsonBody(betaApplicationSchema) },
  responses: {
    202: jsonContent(applicationReceivedSchema, "Application received"),
    ...errorResponses(400, 429),
  },
});

const list = createRoute({
  method: "get",
  path: "/registrations",
  tags: ["admin"],
  summary: "Every beta registration, newest first",
  responses: { 200: jsonContent(registrationListSchema, "Registrations"), ...errorResponses(401, 403) },
});

const invite = createRoute({
  method: "post",
  path: "/registrations/{id}/invite",
  tags: ["admin"],
  summary: "Approve & Invite a pending applicant, or resend an invitation",
  request: { params: idParams },
  responses: { 200: jsonContent(registrationSchema, "Invited"), ...errorResponses(401, 403, 404, 409) },
});

const revoke = createRoute({
  method: "post",
  path: "/registrations/{id}/revoke",
  tags: ["admin"],
  summary: "Revoke an unused invitation",
  request: { params: idParams },
  responses: { 200: jsonContent(registrationSchema, "Revoked"), ...errorResponses(401, 403, 404, 409) },
});

const reject = createRoute({
  method: "post",
  path: "/registrations/{id}/reject",
  tags: ["admin"],
  summary: "Reject an application without an account, with an optional message mailed to the applicant",
  request: { params: idParams, body: jsonBody(rejectRegistrationSchema) },
  responses: { 200: jsonContent(registrationSchema, "Rejected"), ...errorResponses(400, 401, 403, 404, 409) },
});

/** Mounted at /api/registrations. */
export function publicRegistrationRoutes(ctx: ServerContext) {
  const router = createRouter();
  router.use(
    "*",
    rateLimit(
      ctx.database.pool,
      { name: "beta-application", points: 5, durationSeconds: 600 },
      {
        trustProxy: ctx.env.TRUST_PROXY,
      },
    ),
  );
  return router.openapi(apply, async (c) => {
    const result = await applyForBeta(ctx, c.req.valid("json"));
    return c.json(result, 202);
  });
}

/** Mounted at /api/admin, behind the admin guard. */
export function adminRegistrationRoutes(ctx: ServerContext) {
  return createRouter()
    .openapi(list, async (c) => c.json({ registrations: await listRegistrations(ctx) }, 200))
    .openapi(invite, async (c) => c.json(await inviteRegistration(ctx, currentUserOf(c), c.req.valid("param").id), 200))
    .openapi(revoke, async (c) => c.json(await revokeInvitation(ctx, currentUserOf(c), c.req.valid("param").id), 200))
    .openapi(reject, async (c) =>
      c.json(await rejectRegistration(ctx, currentUserOf(c), c.req.valid("param").id, c.req.valid("json")), 200),
    );
}
