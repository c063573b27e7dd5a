import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { createTargetRoute } from "./api/create-target";
import { deleteTargetRoute } from "./api/delete-target";
import { listTargetsRoute } from "./api/list-targets";
import { testTargetRoute } from "./api/test-target";
import { updateTargetRoute } from "./api/update-target";

/** Mounted under the eval agent's router (signed in, NDA accepted); one file per endpoint in api/. */
export function targetRoutes(ctx: ServerContext) {
  return createRouter()
    .route("/", listTargetsRoute(ctx))
    .route("/", createTargetRoute(ctx))
    .route("/", updateTargetRoute(ctx))
    .route("/", deleteTargetRoute(ctx))
    .route("/", testTargetRoute(ctx));
}
