import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { rateLimit } from "../../middleware/rate-limit";
import { acceptInvitationRoute } from "./api/accept-invitation";
import { getInvitationRoute } from "./api/get-invitation";

/**
 * Mounted at /api/invitations; guessing tokens is rate-limited per client. One file per endpoint in
 * api/, mounted in the order of the OpenAPI document.
 */
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
  return router.route("/", getInvitationRoute(ctx)).route("/", acceptInvitationRoute(ctx));
}
