import { reportListSchema, type Report } from "@aesop/shared/contracts/reports";
import type { Client } from "./accounts";

/** Polls the project's reports until report `id` has `status` (the job queue runs in the background). */
export async function waitForReport(
  client: Client,
  projectId: string,
  id: number,
  status: Report["status"],
  timeoutMs = 20_000,
): Promise<Report> {
  return waitForReportWhere(client, projectId, id, (report) => report.status === status, status, timeoutMs);
}

/** Polls until report `id` is as `matches` wants; `wanted` names that state in the timeout's message. */
export async function waitForReportWhere(
  client: Client,
  projectId: string,
  id: number,
  matches: (report: Report) => boolean,
  wanted: string,
  timeoutMs = 20_000,
): Promise<Report> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = reportListSchema.parse(await (await client.request(`/api/projects/${projectId}/reports`)).json());
    const report = list.reports.find((candidate) => candidate.id === id);
    if (report && matches(report)) return report;
    if (Date.now() > deadline) throw new Error(`report ${id} is ${report?.status}, not ${wanted}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
