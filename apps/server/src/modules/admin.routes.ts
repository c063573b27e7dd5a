import { createRoute } from "@hono/zod-openapi";
import { auditLogSchema, outboxListSchema } from "@aesop/shared/contracts/admin";
import type { ServerContext } from "../context";
import { createRouter } from "../lib/create-app";
import { errorResponses, jsonContent } from "../lib/openapi";
import { requireAdmin } from "../middleware/require-admin";
import { requireNda } from "../middleware/require-nda";
import { requireUser } from "../middleware/require-user";
import { listAuditLog } from "./audit/audit.service";
import { listOutbox } from "./email/email.service";
import { adminNdaRoutes } from "./nda/nda.routes";
import { adminRegistrationRoutes } from "./registrations/registrations.routes";
import { adminUserGuideRoutes } from "./user-guides/user-guides.admin.routes";

const outbox = createRoute({
  method: "get",
  path: "/outbox",
  tags: ["admin"],
  summary: "Every e-mail of the outbox, newest first",
  responses: { 200: jsonContent(outboxListSchema, "Outbox"), ...errorResponses(401, 403) },
});

const audit = createRoute({
  method: "get",
  path: "/audit-log",
  tags: ["admin"],
  summary: "Admin actions, NDA acceptances and deletions, newest first",
  responses: { 200: jsonContent(auditLogSchema, "Audit log"), ...errorResponses(401, 403) },
});

/** Mounted at /api/admin: signed in, NDA accepted, admin role; all checked on the server. */
export function adminRoutes(ctx: ServerContext) {
  const router = createRouter();
  router.use("*", requireUser, requireNda(ctx), requireAdmin);
  router.route("/", adminRegistrationRoutes(ctx));
  router.route("/", adminNdaRoutes(ctx));
  router.route("/", adminUserGuideRoutes(ctx));
  return router
    .openapi(outbox, async (c) => c.json({ emails: await listOutbox(ctx) }, 200))
    .openapi(audit, async (c) => c.json({ entries: await listAuditLog(ctx) }, 200));
}
