import { z } from "zod";
import type { AgentRuntime } from "../agent-runtime";
import { postSignedWebhook } from "../webhooks/webhook-request";
import type { ReviewOutcome, ReviewSubject } from "./instructions-review.runner";

/** The callback path, relative to /api, where the external workflow posts its report. */
export const instructionsCallbackPath = (reportId: number) => `/webhooks/instructions-review/reports/${reportId}`;

export const REPORT_MAX_CHARS = 200_000;

/** What the workflow sends back (to the callback, or at once as its answer). */
export const webhookReportSchema = z.union([
  z.object({
    report: z.string().trim().min(1, "report must not be empty").max(REPORT_MAX_CHARS),
    title: z.string().trim().min(1).max(200).optional(),
  }),
  z.object({ error: z.string().trim().min(1).max(2000) }),
]);
export type WebhookReport = z.infer<typeof webhookReportSchema>;

/**
 * The spec's call: multipart user_id, project_name, instructions — plus the report id and the
 * callback URL, so that the workflow can deliver its report. Signed with the shared secret.
 */
export async function sendInstructionsToWebhook(
  deps: { agents: AgentRuntime; baseUrl: string },
  subject: ReviewSubject,
): Promise<ReviewOutcome> {
  const url = deps.agents.webhooks["instructions-review"];
  const secret = deps.agents.webhookSecret;
  if (!url || !secret) throw new Error("The instructions webhook is not configured.");
  const form = new FormData();
  form.set("user_id", subject.userId);
  form.set("project_name", subject.projectName);
  form.set("instructions", subject.inputText ?? "");
  form.set("report_id", String(subject.id));
  form.set("callback_url", `${deps.baseUrl}/api${instructionsCallbackPath(subject.id)}`);
  const response = await postSignedWebhook(url, form, { secret, timeoutMs: deps.agents.webhookTimeoutMs });

  // Workflows that answer with the report at once need no callback.
  const immediate = await readImmediateReport(response);
  if (immediate && "report" in immediate) {
    return {
      status: "done",
      title: immediate.title ?? "Instructions review",
      markdown: immediate.report,
      data: { mode: "webhook" },
    };
  }
  return { status: "running", data: { mode: "webhook" } };
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
