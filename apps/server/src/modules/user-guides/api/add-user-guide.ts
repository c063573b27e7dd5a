import { createRoute, z } from "@hono/zod-openapi";
import { adminUserGuideSchema } from "@aesop/shared/contracts/admin";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { AppError } from "../../../lib/errors";
import { errorResponses, jsonContent } from "../../../lib/openapi";
import { currentUserOf } from "../../../middleware/require-user";
import { addUserGuide, uploadUserGuide } from "../user-guides.service";

const uploadForm = z.object({
  title: z.string(),
  version: z.string(),
  description: z.string().optional(),
  active: z.enum(["true", "false"]).optional(),
  url: z.string().optional(),
  file: z.instanceof(File).openapi({ type: "string", format: "binary" }).optional(),
});

const route = createRoute({
  method: "post",
  path: "/user-guides",
  tags: ["admin"],
  summary: "Add a user guide from a PDF upload (`file`) or a link (`url`)",
  request: { body: { required: true, content: { "multipart/form-data": { schema: uploadForm } } } },
  responses: { 201: jsonContent(adminUserGuideSchema, "Added"), ...errorResponses(400, 401, 403, 413) },
});

/** Admin only (mounted at /api/admin); the routes file refuses an oversized upload before this reads it. */
export function addUserGuideRoute(ctx: ServerContext) {
  return createRouter().openapi(route, async (c) => {
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
  });
}
