import { STORAGE_CACHE_MAX_AGE_SECONDS } from "@aesop/shared/constants";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { notFound } from "../../lib/errors";
import { USER_GUIDE_BUCKET } from "./user-guides.service";

/**
 * Mounted at /api/files. Only the user-guide bucket is public (the guide is a public page);
 * other buckets are not served here.
 */
export function fileRoutes(ctx: ServerContext) {
  return createRouter().get(`/${USER_GUIDE_BUCKET}/:name`, async (c) => {
    const bytes = await ctx.storage.get(USER_GUIDE_BUCKET, c.req.param("name"));
    if (!bytes) throw notFound("File not found");
    c.header("Content-Type", "application/pdf");
    c.header("Content-Disposition", `inline; filename="aesop-user-guide.pdf"`);
    c.header("Cache-Control", `public, max-age=${STORAGE_CACHE_MAX_AGE_SECONDS}`);
    return c.body(bytes.buffer as ArrayBuffer, 200);
  });
}
