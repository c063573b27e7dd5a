import type { Report } from "@aesop/shared/contracts/reports";

/** The project's test scripts that can be played (by a run or a Cave session): its done Script Generation reports. */
export function testScriptChoices(reports: readonly Report[]) {
  return reports
    .filter((report) => report.status === "done" && report.agent === "script-generation" && report.details.testScript)
    .map((report) => ({ reportId: report.id, name: report.details.testScript?.name ?? report.title }));
}
