import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { requireNda } from "../../middleware/require-nda";
import { requireUser } from "../../middleware/require-user";
import { completeSessionRoute } from "./api/complete-session";
import { getSessionRoute } from "./api/get-session";
import { listSessionsRoute } from "./api/list-sessions";
import { sendMessageRoute } from "./api/send-message";
import { startSessionRoute } from "./api/start-session";
import type { ChatAgents } from "./chat-agent";

/**
 * Mounted at /api: the chat agents' sessions, each only ever visible to its owner; one file per
 * endpoint in api/, mounted in the order of the OpenAPI document.
 */
export function chatRoutes(ctx: ServerContext, chatAgents: ChatAgents) {
  const deps = { ...ctx, chatAgents };
  const router = createRouter();
  router.use("/agent-sessions/*", requireUser, requireNda(ctx));
  router.use("/projects/:projectId/agent-sessions", requireUser, requireNda(ctx));
  return router
    .route("/", listSessionsRoute(deps))
    .route("/", startSessionRoute(deps))
    .route("/", getSessionRoute(deps))
    .route("/", sendMessageRoute(deps))
    .route("/", completeSessionRoute(deps));
}
