import { createRoute, z } from "@hono/zod-openapi";
import { interviewContextSchema } from "@aesop/shared/contracts/agents";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { errorResponses, jsonContent } from "../../lib/openapi";
import { requireNda } from "../../middleware/require-nda";
import { currentUserOf, requireUser } from "../../middleware/require-user";
import { getInterviewContext } from "./interview-context";

const interviewContext = createRoute({
  method: "get",
  path: "/projects/{projectId}/interview-context",
  tags: ["agents"],
  summary: "Whether the project has instructions (and a review) for the Interview Agent",
  request: { params: z.object({ projectId: z.uuid("Project not found") }) },
  responses: { 200: jsonContent(interviewContextSchema, "Context"), ...errorResponses(400, 401, 403, 404) },
});

/** Mounted at /api: the interview page's context, for signed-in users with the NDA. */
export function interviewRoutes(ctx: ServerContext) {
  const router = createRouter();
  router.use("/projects/:projectId/interview-context", requireUser, requireNda(ctx));
  return router.openapi(interviewContext, async (c) =>
    c.json(await getInterviewContext(ctx, currentUserOf(c).id, c.req.valid("param").projectId), 200),
  );
}
