import type { ReportAgent } from "@aesop/shared/contracts/reports";
import type { Database } from "../../../db/client";
import type { InterruptedJob, JobQueue } from "../../../lib/jobs";
import type { Logger } from "../../../lib/logger";
import type { EventBus } from "../../../lib/realtime";
import { findReportWithProject, settleRunningReport, updateReport } from "../../../modules/reports/reports.service";
import type { AgentRuntime } from "../agent-runtime";
import { sendReportToWebhook } from "../webhooks/report-webhook";
import type { ReportModes, ReportOutcome, ReportSubject } from "./report-modes";

export type { ReportModes, ReportOutcome, ReportSubject };

export interface ReportJob {
  reportId: number;
  userId: string;
}

interface WorkerDeps {
  db: Database;
  jobs: JobQueue;
  events: EventBus;
  logger: Logger;
  agents: AgentRuntime;
  baseUrl: string;
}

/** The pg-boss queue of an agent's reports ("agent.instructions-review"). */
const AGENT_QUEUE_PREFIX = "agent.";
export const reportQueueOf = (agent: ReportAgent) => `${AGENT_QUEUE_PREFIX}${agent}`;

export async function enqueueAgentReport(jobs: JobQueue, agent: ReportAgent, job: ReportJob): Promise<void> {
  // One job per report at a time: a double click on Retry, or a retry racing a redelivery,
  // does not run the agent twice.
  await jobs.send(reportQueueOf(agent), job, { singletonKey: `report-${job.reportId}` });
}

/**
 * Reports whose attempt was interrupted by a restart (reclaimInterruptedJobs): they say so at
 * once, "queued" with the reason while pg-boss retries, or failed after the last attempt.
 */
export async function markReportsInterrupted(
  deps: Pick<WorkerDeps, "db" | "events" | "logger">,
  interrupted: InterruptedJob[],
): Promise<void> {
  for (const job of interrupted) {
    if (!job.name.startsWith(AGENT_QUEUE_PREFIX)) continue;
    const { reportId, userId } = job.data as ReportJob;
    const report = await findReportWithProject(deps, userId, reportId);
    if (!report || report.status === "done" || report.status === "failed") continue;
    await updateReport(deps, userId, reportId, {
      status: job.lastAttempt ? "failed" : "queued",
      error: job.lastAttempt
        ? "The server stopped while the agent was writing this report, on its last attempt."
        : "The server stopped while the agent was writing this report; it is being retried.",
    });
    deps.logger.warn(
      { queue: job.name, reportId, lastAttempt: job.lastAttempt },
      "agent report interrupted by a restart",
    );
  }
}

/** One report in the agent's configured mode. Webhook mode leaves it running until the callback. */
export async function runReport(
  deps: WorkerDeps,
  agent: ReportAgent,
  modes: ReportModes,
  subject: ReportSubject,
): Promise<ReportOutcome> {
  const mode = deps.agents.modeOf(agent);
  if (mode === "webhook") return sendReportToWebhook(deps, agent, subject, modes);
  if (mode === "llm" && deps.agents.model) return modes.llm(deps, deps.agents.model, subject);
  return modes.guided(deps, subject);
}

/**
 * Runs an agent's queued reports. A failure is retried by pg-boss with backoff; the last attempt
 * leaves the report failed with the reason. A report already done is never redone, so a job
 * delivered again after a crash writes nothing twice.
 */
export async function registerReportWorker(deps: WorkerDeps, agent: ReportAgent, modes: ReportModes): Promise<void> {
  await deps.jobs.workEach<ReportJob>(reportQueueOf(agent), async (job) => {
    const { reportId, userId } = job.data;
    const report = await findReportWithProject(deps, userId, reportId);
    if (!report || report.status === "done" || report.status === "failed") return;
    try {
      await updateReport(deps, userId, reportId, { status: "running", error: null });
      const outcome = await runReport(deps, agent, modes, {
        id: report.id,
        userId,
        projectId: report.projectId,
        projectName: report.projectName,
        inputText: report.inputText,
        data: report.data,
      });
      await settleRunningReport(deps, userId, reportId, outcome);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const lastAttempt = job.retryCount >= job.retryLimit;
      await settleRunningReport(deps, userId, reportId, { status: lastAttempt ? "failed" : "queued", error: message });
      deps.logger.warn({ agent, reportId, attempt: job.retryCount + 1, err: message }, "agent report failed");
      throw error;
    }
  });
}
