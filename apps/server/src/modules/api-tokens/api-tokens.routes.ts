import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { requireSession } from "../../middleware/api-token";
import { requireNda } from "../../middleware/require-nda";
import { requireUser } from "../../middleware/require-user";
import { createTokenRoute } from "./api/create-token";
import { listTokensRoute } from "./api/list-tokens";
import { revokeTokenRoute } from "./api/revoke-token";

/**
 * Mounted at /api/account: signed in with a session (a token cannot manage tokens), NDA accepted;
 * one file per endpoint in api/, mounted in the order of the OpenAPI document.
 */
export function apiTokenRoutes(ctx: ServerContext) {
  const router = createRouter();
  router.use("/api-tokens", requireUser, requireSession, requireNda(ctx));
  router.use("/api-tokens/*", requireUser, requireSession, requireNda(ctx));
  return router.route("/", listTokensRoute(ctx)).route("/", createTokenRoute(ctx)).route("/", revokeTokenRoute(ctx));
}
