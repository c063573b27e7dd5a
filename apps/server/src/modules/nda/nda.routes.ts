import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { rateLimit } from "../../middleware/rate-limit";
import { requireUser } from "../../middleware/require-user";
import { acceptNdaRoute } from "./api/accept-nda";
import { getNdaStatusRoute } from "./api/get-nda-status";
import { publishNdaRoute } from "./api/publish-nda";

/**
 * Mounted at /api/nda: needs a signed-in user, not yet the NDA. One file per endpoint in api/,
 * mounted in the order of the OpenAPI document.
 */
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
  return router.route("/", getNdaStatusRoute(ctx)).route("/", acceptNdaRoute(ctx));
}

/** Mounted at /api/admin. */
export function adminNdaRoutes(ctx: ServerContext) {
  return publishNdaRoute(ctx);
}
