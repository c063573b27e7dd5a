import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { isKnownAppPath } from "@aesop/shared/routes";
import type { AppEnv } from "./create-app";
import type { Logger } from "./logger";
import { serverFile } from "./server-files";

export const DEFAULT_WEB_DIST_DIR = serverFile("..", "web", "dist");

/**
 * Serves the built SPA: hashed assets cached for a year, every page path answered with
 * index.html, and unknown paths with index.html and a real 404 status (the SPA shows its
 * 'Oops! Page not found' page) after logging them.
 */
export function mountSpa(app: OpenAPIHono<AppEnv>, distDir: string, logger: Logger): boolean {
  const root = resolve(distDir);
  const indexPath = join(root, "index.html");
  if (!existsSync(indexPath)) {
    logger.warn({ distDir: root }, "web app not built: only the API is served (run `npm run build`)");
    return false;
  }
  const indexHtml = readFileSync(indexPath, "utf8");

  // Source maps stay on the server for debugging; they would publish the original source.
  app.get("/assets/*", (c, next) => (c.req.path.endsWith(".map") ? c.notFound() : next()));
  app.use("/assets/*", serveCached(root, "public, max-age=31536000, immutable"));
  // A missing script or stylesheet is a stale or mistyped build file, not a page: the HTML page would
  // be parsed as JavaScript by the browser, so it gets a plain 404.
  app.get("/assets/*", (c) => c.text("Not found", 404));

  // Files copied from web/public (favicon, theme script): a fixed set, known at start.
  const publicFiles = new Set(
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== "index.html")
      .map((entry) => `/${entry.name}`),
  );
  const servePublicFile = serveCached(root, "public, max-age=3600");
  const publicFile: MiddlewareHandler<AppEnv> = (c, next) =>
    publicFiles.has(c.req.path) ? servePublicFile(c, next) : next();
  app.use("*", publicFile);

  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    if (isKnownAppPath(c.req.path)) return c.html(indexHtml, 200);
    logger.warn({ reqId: c.get("requestId"), path: c.req.path }, "unknown route");
    return c.html(indexHtml, 404);
  });
  return true;
}

/** serveStatic with a Cache-Control header on what it finds. */
function serveCached(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>({ root });
  return async (c, next) => {
    const response = await serve(c, next);
    // @hono/node-server creates the response before its onFound hook runs, so set it here.
    if (response?.ok) response.headers.set("Cache-Control", cacheControl);
    return response;
  };
}
