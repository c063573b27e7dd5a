import type { Report } from "@aesop/shared/contracts/reports";
import type { JobQueue } from "../lib/jobs";
import { enqueueInstructionsReview } from "./instructions-review/instructions-review.jobs";

/**
 * Hands a queued report to its agent's worker (after a retry, for instance). The chat agents'
 * reports are written when their sessions end, so there is nothing to queue for them.
 */
export async function enqueueReport(jobs: JobQueue, userId: string, report: Report): Promise<void> {
  if (report.agent === "instructions-review") await enqueueInstructionsReview(jobs, { reportId: report.id, userId });
}
