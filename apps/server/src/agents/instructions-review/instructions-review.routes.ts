import { createRoute, z } from "@hono/zod-openapi";
import { reportSchema, submitInstructionsSchema } from "@aesop/shared/contracts/reports";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../lib/openapi";
import { requireNda } from "../../middleware/require-nda";
import { currentUserOf, requireUser } from "../../middleware/require-user";
import { submitInstructions } from "./instructions-review.service";

const submit = createRoute({
  method: "post",
  path: "/projects/{id}/instructions",
  tags: ["agents"],
  summary: "Submit instructions to the Instructions Review Agent; the report arrives in the workspace",
  request: { params: z.object({ id: z.uuid("Project not found") }), body: jsonBody(submitInstructionsSchema) },
  responses: { 202: jsonContent(reportSchema, "Queued"), ...errorResponses(400, 401, 403, 404, 413) },
});

/** Mounted at /api: the submission, for signed-in users with the NDA, on their own projects. */
export function instructionsReviewRoutes(ctx: ServerContext) {
  const router = createRouter();
  router.use("/projects/:id/instructions", requireUser, requireNda(ctx));
  return router.openapi(submit, async (c) => {
    const userId = currentUserOf(c).id;
    const report = await submitInstructions(ctx, userId, c.req.valid("param").id, c.req.valid("json").instructions);
    return c.json(report, 202);
  });
}
