import type { Database } from "../../db/client";
import type { JobQueue } from "../../lib/jobs";
import type { Logger } from "../../lib/logger";
import type { EventBus } from "../../lib/realtime";
import { getReportForWorker, updateReport } from "../../modules/reports/reports.service";
import { auditInstructions } from "./audit";
import { renderAuditMarkdown } from "./report";

export const INSTRUCTIONS_REVIEW_QUEUE = "agent.instructions-review";

export interface InstructionsReviewJob {
  reportId: number;
  userId: string;
}

interface Deps {
  db: Database;
  jobs: JobQueue;
  events: EventBus;
  logger: Logger;
}

export async function enqueueInstructionsReview(jobs: JobQueue, job: InstructionsReviewJob): Promise<void> {
  await jobs.send(INSTRUCTIONS_REVIEW_QUEUE, job);
}

/**
 * Runs queued reviews: running → done with the guided audit's Markdown. A failure is retried by
 * pg-boss with backoff; the last attempt leaves the report failed with the reason.
 */
export async function registerInstructionsReviewWorker(deps: Deps): Promise<void> {
  await deps.jobs.work<InstructionsReviewJob>(
    INSTRUCTIONS_REVIEW_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const { reportId, userId } = job.data;
      const report = await getReportForWorker(deps, userId, reportId);
      if (!report || report.status === "done") return;
      try {
        await updateReport(deps, userId, reportId, { status: "running", error: null });
        const audit = auditInstructions(report.inputText ?? "");
        const markdown = renderAuditMarkdown(audit, { projectName: report.projectName });
        await updateReport(deps, userId, reportId, {
          status: "done",
          markdown,
          title: `Instructions review (score ${audit.overallScore}/100)`,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const lastAttempt = job.retryCount >= job.retryLimit;
        await updateReport(deps, userId, reportId, { status: lastAttempt ? "failed" : "queued", error: message });
        deps.logger.warn({ reportId, attempt: job.retryCount + 1, err: message }, "instructions review failed");
        throw error;
      }
    },
  );
}
