import { USER_GUIDE_MAX_BYTES } from "@aesop/shared/contracts/admin";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { AppError } from "../../lib/errors";
import { activateUserGuideRoute } from "./api/activate-user-guide";
import { addUserGuideRoute } from "./api/add-user-guide";
import { listUserGuidesRoute } from "./api/list-user-guides";

/** Mounted at /api/admin; one file per endpoint in api/, mounted in the order of the OpenAPI document. */
export function adminUserGuideRoutes(ctx: ServerContext) {
  const router = createRouter();
  // Refuse oversized uploads before the body is read into memory.
  router.use("/user-guides", async (c, next) => {
    const length = Number(c.req.header("content-length") ?? 0);
    if (c.req.method === "POST" && length > USER_GUIDE_MAX_BYTES + 64 * 1024) {
      throw new AppError(413, "FILE_TOO_LARGE", `The PDF must be at most ${USER_GUIDE_MAX_BYTES / 1024 / 1024} MB.`);
    }
    await next();
  });
  return router
    .route("/", listUserGuidesRoute(ctx))
    .route("/", addUserGuideRoute(ctx))
    .route("/", activateUserGuideRoute(ctx));
}
