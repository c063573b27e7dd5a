import type { ReportStatus } from "@aesop/shared/contracts/reports";
import type { Database } from "../../../db/client";
import type { ReportData } from "../../../modules/reports/report-data";
import type { ConfiguredModel } from "../llm/language-model";

/** What a report-writing agent works on: the queued report with its input and project. */
export interface ReportSubject {
  id: number;
  userId: string;
  projectId: string;
  projectName: string;
  inputText: string | null;
  /** What the submission stored beside the input (an agent's own options). */
  data: ReportData;
}

export interface ReportOutcome {
  status: ReportStatus;
  title?: string;
  markdown?: string | null;
  data: ReportData;
}

/** Dependencies an agent's modes may use to read the project (its other reports, for instance). */
export interface ReportModeDeps {
  db: Database;
}

/**
 * A report agent's three modes. The pipeline (queue, retries, status, webhook call and callback)
 * is the same for every agent; only these differ.
 */
export interface ReportModes {
  guided(deps: ReportModeDeps, subject: ReportSubject): ReportOutcome | Promise<ReportOutcome>;
  llm(deps: ReportModeDeps, model: ConfiguredModel, subject: ReportSubject): Promise<ReportOutcome>;
  /** Webhook mode: the fields of the agent's multipart call, beside report_id and callback_url. */
  webhookFields(subject: ReportSubject): Record<string, string>;
  /**
   * Webhook mode, for agents whose output is more than Markdown: reads the `data` object a
   * workflow sends beside its report (the Script Generation Agent's `testScript`). An error
   * refuses the delivery with that message; without this, `data` is ignored.
   */
  webhookData?(data: Record<string, unknown>): { ok: true; data: ReportData } | { ok: false; error: string };
}
