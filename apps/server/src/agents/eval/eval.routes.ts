import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { requireNda } from "../../middleware/require-nda";
import { requireUser } from "../../middleware/require-user";
import { getModelPricesRoute } from "./api/get-model-prices";
import { saveModelPricesRoute } from "./api/save-model-prices";
import { fixRoutes } from "./fixes/fixes.routes";
import { matrixRoutes } from "./matrices/matrices.routes";
import { runRoutes } from "./runs/runs.routes";
import { targetRoutes } from "./targets/targets.routes";

/** Mounted at /api: the Eval Agent's targets, runs, results, exports and the price table. */
export function evalRoutes(ctx: ServerContext) {
  const router = createRouter();
  for (const path of [
    "/projects/:id/eval-targets",
    "/projects/:id/eval-targets/*",
    "/projects/:id/eval-runs",
    "/projects/:id/eval-runs/*",
    "/projects/:id/eval-matrices",
    "/projects/:id/eval-matrices/*",
    "/projects/:id/judge-agreement",
    "/projects/:id/instructions-versions",
    "/projects/:id/instructions-versions/*",
    "/projects/:id/history",
    "/projects/:id/fix-proposal",
    "/account/model-prices",
  ]) {
    router.use(path, requireUser, requireNda(ctx));
  }
  return router
    .route("/", targetRoutes(ctx))
    .route("/", runRoutes(ctx))
    .route("/", matrixRoutes(ctx))
    .route("/", fixRoutes(ctx))
    .route("/", getModelPricesRoute(ctx))
    .route("/", saveModelPricesRoute(ctx));
}
