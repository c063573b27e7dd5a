import type { Database } from "../../db/client";
import type { InterruptedJob, JobQueue } from "../../lib/jobs";
import type { Logger } from "../../lib/logger";
import type { EventBus } from "../../lib/realtime";
import { getReportForWorker, updateReport } from "../../modules/reports/reports.service";
import type { AgentRuntime } from "../agent-runtime";
import { runInstructionsReview } from "./instructions-review.runner";

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
  agents: AgentRuntime;
  baseUrl: string;
}

export async function enqueueInstructionsReview(jobs: JobQueue, job: InstructionsReviewJob): Promise<void> {
  // One job per report at a time: a double click on Retry, or a retry racing a redelivery,
  // does not review twice.
  await jobs.send(INSTRUCTIONS_REVIEW_QUEUE, job, { singletonKey: `report-${job.reportId}` });
}

/**
 * Reviews whose attempt was interrupted by a restart (reclaimInterruptedJobs): their reports say
 * so at once, "queued" with the reason while pg-boss retries, or failed after the last attempt.
 */
export async function markReviewsInterrupted(
  deps: Pick<Deps, "db" | "events" | "logger">,
  interrupted: InterruptedJob[],
): Promise<void> {
  for (const job of interrupted) {
    if (job.name !== INSTRUCTIONS_REVIEW_QUEUE) continue;
    const { reportId, userId } = job.data as InstructionsReviewJob;
    const report = await getReportForWorker(deps, userId, reportId);
    if (!report || report.status === "done" || report.status === "failed") continue;
    await updateReport(deps, userId, reportId, {
      status: job.lastAttempt ? "failed" : "queued",
      error: job.lastAttempt
        ? "The server stopped while the agent was writing this report, on its last attempt."
        : "The server stopped while the agent was writing this report; it is being retried.",
    });
    deps.logger.warn({ reportId, lastAttempt: job.lastAttempt }, "instructions review interrupted by a restart");
  }
}

/**
 * Runs queued reviews in the agent's mode. A failure is retried by pg-boss with backoff; the last
 * attempt leaves the report failed with the reason. A report already done is never redone, so a
 * job delivered again after a crash writes nothing twice.
 */
export async function registerInstructionsReviewWorker(deps: Deps): Promise<void> {
  await deps.jobs.work<InstructionsReviewJob>(
    INSTRUCTIONS_REVIEW_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const { reportId, userId } = job.data;
      const report = await getReportForWorker(deps, userId, reportId);
      if (!report || report.status === "done" || report.status === "failed") return;
      try {
        await updateReport(deps, userId, reportId, { status: "running", error: null });
        const outcome = await runInstructionsReview(deps, { ...report, userId });
        await updateReport(deps, userId, reportId, outcome);
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
