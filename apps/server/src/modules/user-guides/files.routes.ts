import { createRoute, z } from "@hono/zod-openapi";
import { STORAGE_CACHE_MAX_AGE_SECONDS } from "@aesop/shared/constants";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { notFound } from "../../lib/errors";
import { errorResponses } from "../../lib/openapi";
import { USER_GUIDE_BUCKET } from "./user-guides.service";

const guideFile = createRoute({
  method: "get",
  path: `/${USER_GUIDE_BUCKET}/{name}`,
  tags: ["user-guides"],
  summary: "A user guide's PDF",
  request: { params: z.object({ name: z.string().min(1).max(200) }) },
  responses: {
    200: { description: "The PDF", content: { "application/pdf": { schema: z.string() } } },
    ...errorResponses(400, 404),
  },
});

/**
 * Mounted at /api/files. Only the user-guide bucket is public (the guide is a public page);
 * other buckets are not served here.
 */
export function fileRoutes(ctx: ServerContext) {
  return createRouter().openapi(guideFile, async (c) => {
    const bytes = await ctx.storage.get(USER_GUIDE_BUCKET, c.req.valid("param").name);
    if (!bytes) throw notFound("File not found");
    c.header("Content-Type", "application/pdf");
    c.header("Content-Disposition", `inline; filename="aesop-user-guide.pdf"`);
    c.header("Cache-Control", `public, max-age=${STORAGE_CACHE_MAX_AGE_SECONDS}`);
    return c.body(bytes.buffer as ArrayBuffer, 200);
  });
}
