import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { requireNda } from "../../middleware/require-nda";
import { requireUser } from "../../middleware/require-user";
import { branchDialogueRoute } from "./api/branch-dialogue";
import { exportSessionRoute } from "./api/export-session";
import { flagTurnRoute } from "./api/flag-turn";
import { getSessionRoute } from "./api/get-session";
import { listSessionsRoute } from "./api/list-sessions";
import { nextTurnRoute } from "./api/next-turn";
import { nextTurnAllRoute } from "./api/next-turn-all";
import { pauseDialogueRoute } from "./api/pause-dialogue";
import { resumeDialogueRoute } from "./api/resume-dialogue";
import { saveDialogueAsScenarioRoute } from "./api/save-dialogue-as-scenario";
import { setPaceRoute } from "./api/set-pace";
import { turnVerdictRoutes } from "./api/set-turn-verdict";
import { startSessionRoute } from "./api/start-session";
import { stopDialogueRoute } from "./api/stop-dialogue";
import { takeOverDialogueRoute } from "./api/take-over-dialogue";

/** Mounted at /api: the Cave of Shadows' sessions, controls and exports; one file per endpoint in api/. */
export function caveRoutes(ctx: ServerContext) {
  const router = createRouter();
  for (const path of ["/projects/:id/cave-sessions", "/projects/:id/cave-sessions/*"]) {
    router.use(path, requireUser, requireNda(ctx));
  }
  return router
    .route("/", listSessionsRoute(ctx))
    .route("/", startSessionRoute(ctx))
    .route("/", getSessionRoute(ctx))
    .route("/", pauseDialogueRoute(ctx))
    .route("/", resumeDialogueRoute(ctx))
    .route("/", nextTurnRoute(ctx))
    .route("/", nextTurnAllRoute(ctx))
    .route("/", setPaceRoute(ctx))
    .route("/", stopDialogueRoute(ctx))
    .route("/", takeOverDialogueRoute(ctx))
    .route("/", branchDialogueRoute(ctx))
    .route("/", flagTurnRoute(ctx))
    .route("/", turnVerdictRoutes(ctx))
    .route("/", saveDialogueAsScenarioRoute(ctx))
    .route("/", exportSessionRoute(ctx));
}
