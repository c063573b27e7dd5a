import { reportSchema, type Report } from "@aesop/shared/contracts/reports";
import type { Client } from "../apps/server/src/testing/accounts";
import { waitForReportWhere } from "../apps/server/src/testing/reports";

/**
 * The steps the evaluation benches (eval-quality, eval-actions) take through the API as a builder
 * would, each failing loudly: a step that goes wrong is an error of the chain, not a figure.
 */

const REPORT_TIMEOUT_MS = 180_000;

export async function expectStatus(response: Response, status: number, what: string): Promise<unknown> {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Waits for a report to end; a failed report is an error of the chain, not a figure. */
export async function waitForDone(client: Client, projectId: string, report: Report, what: string): Promise<Report> {
  const ended = await waitForReportWhere(
    client,
    projectId,
    report.id,
    (candidate) => candidate.status === "done" || candidate.status === "failed",
    "done",
    REPORT_TIMEOUT_MS,
  );
  if (ended.status === "failed") throw new Error(`${what} (report #${report.id}) failed: ${ended.error}`);
  return ended;
}

/** The project's instructions submitted to the Instructions Review, and its report once done. */
export async function reviewInstructions(client: Client, projectId: string, instructions: string): Promise<Report> {
  const review = reportSchema.parse(
    await expectStatus(
      await client.request(`/api/projects/${projectId}/instructions`, { json: { instructions } }),
      202,
      "instructions",
    ),
  );
  return waitForDone(client, projectId, review, "the instructions review");
}
