import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { instructionsVersionPatchRoute } from "./api/instructions-version-patch";
import { projectHistoryRoute } from "./api/project-history";
import { proposeChangeSetRoute } from "./api/propose-change-set";
import { proposeFixRoute } from "./api/propose-fix";
import { retestRunRoute } from "./api/retest-run";
import { saveInstructionsVersionRoute } from "./api/save-instructions-version";

/** Closing the loop after a run (issue 38): propose a fix, save the next version, re-test; one file per endpoint. */
export function fixRoutes(ctx: ServerContext) {
  return createRouter()
    .route("/", proposeFixRoute(ctx))
    .route("/", proposeChangeSetRoute(ctx))
    .route("/", saveInstructionsVersionRoute(ctx))
    .route("/", instructionsVersionPatchRoute(ctx))
    .route("/", retestRunRoute(ctx))
    .route("/", projectHistoryRoute(ctx));
}
