import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { requireNda } from "../../middleware/require-nda";
import { requireUser } from "../../middleware/require-user";
import { createProjectRoute } from "./api/create-project";
import { deleteProjectRoute } from "./api/delete-project";
import { getProjectRoute } from "./api/get-project";
import { listProjectsRoute } from "./api/list-projects";
import { listReportsRoute } from "./api/list-reports";
import { renameProjectRoute } from "./api/rename-project";

/**
 * Mounted at /api/projects: signed in, NDA accepted, and only the user's own projects; one file
 * per endpoint in api/, mounted in the order of the OpenAPI document.
 */
export function projectRoutes(ctx: ServerContext) {
  const router = createRouter();
  router.use("*", requireUser, requireNda(ctx));
  return router
    .route("/", listProjectsRoute(ctx))
    .route("/", createProjectRoute(ctx))
    .route("/", getProjectRoute(ctx))
    .route("/", renameProjectRoute(ctx))
    .route("/", deleteProjectRoute(ctx))
    .route("/", listReportsRoute(ctx));
}
