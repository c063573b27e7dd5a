import { createRoute, z } from "@hono/zod-openapi";
import { adminUserGuideListSchema, adminUserGuideSchema, USER_GUIDE_MAX_BYTES } from "@aesop/shared/contracts/admin";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { AppError } from "../../lib/errors";
import { errorResponses, jsonContent } from "../../lib/openapi";
import { currentUserOf } from "../../middleware/require-user";
import { activateGuide, addUserGuide, listUserGuides, uploadUserGuide } from "./user-guides.service";

const uploadForm = z.object({
  title: z.string(),
  version: z.string(),
  description: z.string().optional(),
  active: z.enum(["true", "false"]).optional(),
  url: z.string().optional(),
  file: z.instanceof(File).openapi({ type: "string", format: "binary" }).optional(),
});

const list = createRoute({
  method: "get",
  path: "/user-guides",
  tags: ["admin"],
  responses: { 200: jsonContent(adminUserGuideListSchema, "Every user guide"), ...errorResponses(401, 403) },
});

const create = createRoute({
  method: "post",
  path: "/user-guides",
  tags: ["admin"],
  summary: "Add a user guide from a PDF upload (`file`) or a link (`url`)",
  request: { body: { required: true, content: { "multipart/form-data": { schema: uploadForm } } } },
  responses: { 201: jsonContent(adminUserGuideSchema, "Added"), ...errorResponses(400, 401, 403, 413) },
});

const activate = createRoute({
  method: "post",
  path: "/user-guides/{id}/activate",
  tags: ["admin"],
  request: { params: z.object({ id: z.uuid() }) },
  responses: { 200: jsonContent(adminUserGuideSchema, "Now active"), ...errorResponses(401, 403, 404) },
});

/** Mounted at /api/admin. */
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
    .openapi(list, async (c) => c.json({ guides: await listUserGuides(ctx) }, 200))
    .openapi(create, async (c) => {
      const form = c.req.valid("form");
      const actor = currentUserOf(c);
      const meta = {
        title: form.title,
        version: form.version,
        description: form.description,
        active: form.active !== "false",
      };
      if (form.file) {
        const bytes = new Uint8Array(await form.file.arrayBuffer());
        return c.json(await uploadUserGuide(ctx, actor, meta, { bytes, type: form.file.type }), 201);
      }
      if (form.url) return c.json(await addUserGuide(ctx, { ...meta, fileUrl: form.url }, actor), 201);
      throw new AppError(400, "INVALID_INPUT", "Upload a PDF or give a link.");
    })
    .openapi(activate, async (c) => c.json(await activateGuide(ctx, currentUserOf(c), c.req.valid("param").id), 200));
}
