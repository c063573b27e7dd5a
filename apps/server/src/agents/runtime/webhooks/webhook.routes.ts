import type { ReportAgent } from "@aesop/shared/contracts/reports";
import { z } from "zod";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { AppError, notFound } from "../../../lib/errors";
import { findReportForCallback, updateReport } from "../../../modules/reports/reports.service";
import { defaultReportTitle, webhookReportSchema } from "./report-webhook";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from "./webhook-signature";

const reportIdParam = z.coerce.number().int().positive();

/**
 * Mounted at /api/webhooks, before sessions: an external workflow has no session, so the
 * HMAC-SHA256 signature of the shared secret over the raw body is what authorises it. One
 * callback per report agent in webhook mode: POST /api/webhooks/{agent}/reports/{reportId}.
 */
export function webhookRoutes(ctx: ServerContext, reportAgents: readonly ReportAgent[]) {
  const router = createRouter();
  router.post("/:agent/reports/:reportId", async (c) => {
    const agent = reportAgents.find((candidate) => candidate === c.req.param("agent"));
    const secret = ctx.agents.webhookSecret;
    if (!agent || !secret || !ctx.agents.webhooks[agent]) {
      throw notFound("This agent's webhook is not configured on this server.");
    }
    const raw = await c.req.text();
    const check = verifySignature(
      secret,
      { timestamp: c.req.header(TIMESTAMP_HEADER), signature: c.req.header(SIGNATURE_HEADER) },
      raw,
    );
    if (!check.ok) {
      ctx.logger.warn({ path: c.req.path, reason: check.reason }, "webhook callback refused");
      throw new AppError(401, "INVALID_SIGNATURE", check.reason);
    }
    const reportId = reportIdParam.safeParse(c.req.param("reportId"));
    const row = reportId.success ? await findReportForCallback(ctx, reportId.data) : undefined;
    if (!row || row.agent !== agent) throw notFound("Report not found");
    if (row.status === "done") throw new AppError(409, "ALREADY_DONE", "This report has already been delivered.");

    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new AppError(400, "INVALID_JSON", 'The body must be JSON: {"report": "…"} or {"error": "…"}.');
    }
    const parsed = webhookReportSchema.safeParse(json);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      throw new AppError(400, "INVALID_INPUT", 'The body must be {"report": "…"} or {"error": "…"}.', issues);
    }
    const body = parsed.data;
    const report =
      "report" in body
        ? await updateReport(ctx, row.userId, row.id, {
            status: "done",
            error: null,
            markdown: body.report,
            title: body.title ?? defaultReportTitle(agent),
            data: { ...row.data, mode: "webhook" },
          })
        : await updateReport(ctx, row.userId, row.id, { status: "failed", error: body.error });
    return c.json({ id: report.id, status: report.status }, 200);
  });
  return router;
}
