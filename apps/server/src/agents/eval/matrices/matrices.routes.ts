import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { exportMatrixRoute } from "./api/export-matrix";
import { getMatrixRoute } from "./api/get-matrix";
import { startMatrixRoute } from "./api/start-matrix";

/** Matrix runs (decision 0071), mounted under the eval agent's router (signed in, NDA accepted). */
export function matrixRoutes(ctx: ServerContext) {
  return createRouter()
    .route("/", startMatrixRoute(ctx))
    .route("/", getMatrixRoute(ctx))
    .route("/", exportMatrixRoute(ctx));
}
