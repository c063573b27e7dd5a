import type { ApiError } from "@aesop/shared/contracts/errors";
import type { Env } from "./env";
import type { DatabaseHandle } from "./db/client";
import { createApp } from "./lib/create-app";
import type { Logger } from "./lib/logger";
import { APP_VERSION } from "./lib/version";
import { DEFAULT_WEB_DIST_DIR, mountSpa } from "./lib/spa";
import { healthRoutes } from "./modules/health/health.routes";
import { siteRoutes } from "./modules/site/site.routes";
import { userGuideRoutes } from "./modules/user-guides/user-guides.routes";

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  /** Serve the built SPA too (production); API tests leave it off. */
  serveWeb?: boolean;
}

export function buildApp({ env, database, logger, serveWeb = true }: AppDeps) {
  const app = createApp(logger);

  const api = app.basePath("/api");
  api.route("/", healthRoutes(database));
  api.route("/", siteRoutes({ contactEmail: env.CONTACT_EMAIL, professionalNetworkUrl: env.PROFESSIONAL_NETWORK_URL }));
  api.route("/", userGuideRoutes(database.db));
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { title: "AESOP API", version: APP_VERSION },
  });
  api.all("*", (c) => {
    const body: ApiError = {
      error: {
        code: "NOT_FOUND",
        message: `No API endpoint ${c.req.method} ${c.req.path}`,
        requestId: c.get("requestId"),
      },
    };
    return c.json(body, 404);
  });

  if (serveWeb) mountSpa(app, env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR, logger);
  return app;
}
