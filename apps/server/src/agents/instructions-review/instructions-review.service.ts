import type { Report } from "@aesop/shared/contracts/reports";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../lib/jobs";
import type { EventBus } from "../../lib/realtime";
import { createReport } from "../../modules/reports/reports.service";
import { enqueueAgentReport } from "../runtime/jobs/report-jobs";

/**
 * A submission of the Instructions Review Agent: a queued report in the project's workspace
 * (with the instructions as its input), reviewed by a durable job.
 */
export async function submitInstructions(
  deps: { db: Database; jobs: JobQueue; events: EventBus },
  userId: string,
  projectId: string,
  instructions: string,
): Promise<Report> {
  const report = await createReport(deps, userId, {
    projectId,
    agent: "instructions-review",
    title: "Instructions review",
    inputText: instructions,
  });
  await enqueueAgentReport(deps.jobs, "instructions-review", { reportId: report.id, userId });
  return report;
}
