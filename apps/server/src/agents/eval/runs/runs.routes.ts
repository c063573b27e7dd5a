import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { cancelRunRoute } from "./api/cancel-run";
import { compareRunsRoute } from "./api/compare-runs";
import { exportRunRoute } from "./api/export-run";
import { getJudgeAgreementRoute } from "./api/get-judge-agreement";
import { getRunResultsRoute } from "./api/get-run-results";
import { getTranscriptRoute } from "./api/get-transcript";
import { humanVerdictRoutes } from "./api/set-human-verdict";
import { listRunsRoute } from "./api/list-runs";
import { rerunRunRoute } from "./api/rerun-run";
import { startRunRoute } from "./api/start-run";

/** Mounted under the eval agent's router (signed in, NDA accepted); one file per endpoint in api/. */
export function runRoutes(ctx: ServerContext) {
  return createRouter()
    .route("/", startRunRoute(ctx))
    .route("/", listRunsRoute(ctx))
    .route("/", compareRunsRoute(ctx))
    .route("/", getRunResultsRoute(ctx))
    .route("/", getTranscriptRoute(ctx))
    .route("/", cancelRunRoute(ctx))
    .route("/", rerunRunRoute(ctx))
    .route("/", exportRunRoute(ctx))
    .route("/", humanVerdictRoutes(ctx))
    .route("/", getJudgeAgreementRoute(ctx));
}
