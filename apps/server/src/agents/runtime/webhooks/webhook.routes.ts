import { createRoute, z } from "@hono/zod-openapi";
import { REPORT_AGENTS, type ReportAgent } from "@aesop/shared/contracts/reports";
import type { ServerContext } from "../../../context";
import { createRouter } from "../../../lib/create-app";
import { AppError, notFound } from "../../../lib/errors";
import { errorResponses, jsonBody, jsonContent } from "../../../lib/openapi";
import { findReportForCallback, updateReport } from "../../../modules/reports/reports.service";
import type { ReportModes } from "../jobs/report-modes";
import { defaultReportTitle, readWebhookData, webhookReportSchema } from "./report-webhook";
import { claimWebhookSignature } from "./webhook-replays.queries";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from "./webhook-signature";

const reportIdParam = z.coerce.number().int().positive();

/** Documented only: the handler verifies the signature over the raw body before parsing it. */
const callback = createRoute({
  method: "post",
  path: "/{agent}/reports/{reportId}",
  tags: ["webhooks"],
  summary: "An agent's external workflow delivers its report (signed: X-AESOP-Timestamp, X-AESOP-Signature)",
  request: {
    params: z.object({ agent: z.enum(REPORT_AGENTS), reportId: z.string() }),
    headers: z.object({ "x-aesop-timestamp": z.string(), "x-aesop-signature": z.string() }),
    body: jsonBody(webhookReportSchema),
  },
  responses: {
    200: jsonContent(z.object({ id: z.number(), status: z.string() }), "Stored"),
    ...errorResponses(400, 401, 404, 409),
  },
});

/**
 * Mounted at /api/webhooks, before sessions: an external workflow has no session, so the
 * HMAC-SHA256 signature of the shared secret over the raw body is what authorises it. One
 * callback per report agent in webhook mode: POST /api/webhooks/{agent}/reports/{reportId}.
 */
export function webhookRoutes(ctx: ServerContext, reportAgents: ReadonlyMap<ReportAgent, ReportModes>) {
  const router = createRouter();
  router.openAPIRegistry.registerPath(callback);
  router.post("/:agent/reports/:reportId", async (c) => {
    const agent = [...reportAgents.keys()].find((candidate) => candidate === c.req.param("agent"));
    const secret = ctx.agents.webhookSecret;
    if (!agent || !secret || !ctx.agents.webhooks[agent]) {
      throw notFound("This agent's webhook is not configured on this server.");
    }
    const raw = await c.req.text();
    const signature = c.req.header(SIGNATURE_HEADER);
    // The path is part of what is signed: a callback signed for one report fails on another's URL.
    const check = verifySignature(
      secret,
      { timestamp: c.req.header(TIMESTAMP_HEADER), signature },
      { method: c.req.method, path: c.req.path },
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
    if (!(await claimWebhookSignature(ctx.db, signature ?? ""))) {
      ctx.logger.warn({ path: c.req.path }, "webhook callback replayed");
      throw new AppError(409, "ALREADY_USED", "This signed callback has already been used.");
    }

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
    if (!("report" in body)) {
      const failed = await updateReport(ctx, row.userId, row.id, { status: "failed", error: body.error });
      return c.json({ id: failed.id, status: failed.status }, 200);
    }
    const modes = reportAgents.get(agent);
    const structured = modes ? readWebhookData(modes, body.data) : { ok: true as const, data: {} };
    if (!structured.ok) throw new AppError(400, "INVALID_INPUT", `The report's data was refused: ${structured.error}`);
    const report = await updateReport(ctx, row.userId, row.id, {
      status: "done",
      error: null,
      markdown: body.report,
      title: body.title ?? defaultReportTitle(agent),
      data: { ...row.data, ...structured.data, mode: "webhook" },
    });
    return c.json({ id: report.id, status: report.status }, 200);
  });
  return router;
}
