import { agentEntry } from "@aesop/shared/agents";
import type { ReportAgent } from "@aesop/shared/contracts/reports";
import { z } from "zod";
import type { AgentRuntime } from "../agent-runtime";
import type { ReportModes, ReportOutcome, ReportSubject } from "../jobs/report-modes";
import type { ReportData } from "../../../modules/reports/report-data";
import { postSignedWebhook } from "./webhook-request";

/** The callback path, relative to /api, where the external workflow posts an agent's report. */
export const reportCallbackPath = (agent: ReportAgent, reportId: number) => `/webhooks/${agent}/reports/${reportId}`;

export const REPORT_MAX_CHARS = 200_000;

/** What the workflow sends back (to the callback, or at once as its answer). */
export const webhookReportSchema = z.union([
  z.object({
    report: z.string().trim().min(1, "report must not be empty").max(REPORT_MAX_CHARS),
    title: z.string().trim().min(1).max(200).optional(),
    /** Structured output beside the Markdown, read by the agent (see ReportModes.webhookData). */
    data: z.record(z.string(), z.unknown()).optional(),
  }),
  z.object({ error: z.string().trim().min(1).max(2000) }),
]);
export type WebhookReport = z.infer<typeof webhookReportSchema>;

/** The title of a report whose workflow named none. */
export function defaultReportTitle(agent: ReportAgent): string {
  const entry = agentEntry(agent);
  return entry.reportTitle ?? entry.name;
}

/**
 * The agent's multipart call (for the Instructions Review Agent the spec's user_id, project_name,
 * instructions) plus the report id and the callback URL, so that the workflow can deliver its
 * report. Signed with the shared secret.
 */
export async function sendReportToWebhook(
  deps: { agents: AgentRuntime; baseUrl: string },
  agent: ReportAgent,
  subject: ReportSubject,
  modes: ReportModes,
): Promise<ReportOutcome> {
  const fields = modes.webhookFields(subject);
  const url = deps.agents.webhooks[agent];
  const secret = deps.agents.webhookSecret;
  if (!url || !secret) throw new Error(`The ${agent} webhook is not configured.`);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("report_id", String(subject.id));
  form.set("callback_url", `${deps.baseUrl}/api${reportCallbackPath(agent, subject.id)}`);
  const response = await postSignedWebhook(url, form, { secret, timeoutMs: deps.agents.webhookTimeoutMs });

  // Workflows that answer with the report at once need no callback.
  const immediate = await readImmediateReport(response);
  if (immediate && "report" in immediate) {
    const structured = readWebhookData(modes, immediate.data);
    if (!structured.ok) throw new Error(`The workflow's answer was refused: ${structured.error}`);
    return {
      status: "done",
      title: immediate.title ?? defaultReportTitle(agent),
      markdown: immediate.report,
      data: { ...subject.data, ...structured.data, mode: "webhook" },
    };
  }
  return { status: "running", data: { ...subject.data, mode: "webhook" } };
}

async function readImmediateReport(response: Response): Promise<WebhookReport | null> {
  if (!response.headers.get("content-type")?.includes("application/json")) return null;
  try {
    const parsed = webhookReportSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The agent's reading of a workflow's structured `data`; none sent (or none read) adds nothing. */
export function readWebhookData(
  modes: Pick<ReportModes, "webhookData">,
  data: Record<string, unknown> | undefined,
): { ok: true; data: ReportData } | { ok: false; error: string } {
  if (!data || !modes.webhookData) return { ok: true, data: {} };
  return modes.webhookData(data);
}
