import { createRoute, z } from "@hono/zod-openapi";
import { reportSchema, type ReportAgent } from "@aesop/shared/contracts/reports";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { errorResponses, jsonContent } from "../../lib/openapi";
import { requireNda } from "../../middleware/require-nda";
import { currentUserOf, requireUser } from "../../middleware/require-user";
import { retryReport } from "../../modules/reports/reports.service";
import { enqueueAgentReport } from "./jobs/report-jobs";

const retry = createRoute({
  method: "post",
  path: "/{id}/retry",
  tags: ["reports"],
  summary: "Queue a failed report again",
  request: { params: z.object({ id: z.coerce.number().int().positive("Report not found") }) },
  responses: { 200: jsonContent(reportSchema, "Queued again"), ...errorResponses(400, 401, 403, 404, 409) },
});

/**
 * Mounted at /api/reports: a failed report goes back to its agent's queue. Only agents whose
 * reports are written by a job (`jobAgents`) have one; the others' reports are queued again
 * and wait for nothing, as before.
 */
export function reportRetryRoutes(ctx: ServerContext, jobAgents: readonly ReportAgent[]) {
  const router = createRouter();
  router.use("*", requireUser, requireNda(ctx));
  return router.openapi(retry, async (c) => {
    const userId = currentUserOf(c).id;
    const report = await retryReport(ctx, userId, c.req.valid("param").id);
    if (jobAgents.includes(report.agent))
      await enqueueAgentReport(ctx.jobs, report.agent, { reportId: report.id, userId });
    return c.json(report, 200);
  });
}
