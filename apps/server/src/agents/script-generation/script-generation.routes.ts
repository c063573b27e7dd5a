import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { requireNda } from "../../middleware/require-nda";
import { requireUser } from "../../middleware/require-user";
import { exportVersionRoute } from "./api/export-version";
import { generateTestScriptRoute } from "./api/generate-test-script";
import { getRubricRoute } from "./api/get-rubric";
import { getVersionRoute } from "./api/get-version";
import { importScriptRoute } from "./api/import-script";
import { listVersionsRoute } from "./api/list-versions";
import { saveRubricRoute } from "./api/save-rubric";
import { saveVersionRoute } from "./api/save-version";

/**
 * Mounted at /api: the Script Generation Agent's rubric, generation, versions, exports and import;
 * one file per endpoint in api/, mounted in the order of the OpenAPI document.
 */
export function scriptGenerationRoutes(ctx: ServerContext) {
  const router = createRouter();
  for (const path of [
    "/projects/:id/rubric",
    "/projects/:id/test-scripts",
    "/projects/:id/test-scripts/*",
    "/test-scripts/*",
  ]) {
    router.use(path, requireUser, requireNda(ctx));
  }
  return router
    .route("/", getRubricRoute(ctx))
    .route("/", saveRubricRoute(ctx))
    .route("/", generateTestScriptRoute(ctx))
    .route("/", importScriptRoute(ctx))
    .route("/", listVersionsRoute(ctx))
    .route("/", getVersionRoute(ctx))
    .route("/", saveVersionRoute(ctx))
    .route("/", exportVersionRoute(ctx));
}
