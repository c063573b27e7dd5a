import type { EthosContext } from "@aesop/shared/contracts/ethos";
import type { Database } from "../../db/client";
import { findLatestReportOf } from "../../modules/reports/reports.service";
import type { InstructionsAudit } from "../instructions-review/index";
import type { EthosInput } from "./ethos-input";

/**
 * What the project already holds for the Ethos Agent: its latest instructions (with their review
 * when done), and the latest interview and ideation reports that are done.
 */
export async function loadEthosSources(
  deps: { db: Database },
  userId: string,
  projectId: string,
): Promise<Omit<EthosInput, "projectName" | "context">> {
  const [instructions, interview, ideation] = await Promise.all([
    findLatestReportOf(deps, userId, projectId, "instructions-review"),
    findLatestReportOf(deps, userId, projectId, "interview"),
    findLatestReportOf(deps, userId, projectId, "ideation"),
  ]);
  const reviewed =
    instructions?.status === "done" ? (instructions.data.audit as InstructionsAudit | undefined) : undefined;
  const done = <T extends { status: string; markdown: string | null }>(report: T | undefined) =>
    report?.status === "done" && report.markdown?.trim() ? report : undefined;
  const interviewDone = done(interview);
  const ideationDone = done(ideation);
  return {
    instructions: instructions?.inputText?.trim() ? { reportId: instructions.id, text: instructions.inputText } : null,
    review: reviewed ?? null,
    interview: interviewDone ? { reportId: interviewDone.id, markdown: interviewDone.markdown ?? "" } : null,
    ideation: ideationDone
      ? {
          reportId: ideationDone.id,
          markdown: ideationDone.markdown ?? "",
          draftInstructions: ideationDone.details.draftInstructions,
        }
      : null,
  };
}

/** The context form's answers as plain text, kept as the report's input (shown and downloadable). */
export function describeEthosContext(context: EthosContext, labels: Record<keyof EthosContext, string>): string {
  return (Object.keys(labels) as Array<keyof EthosContext>)
    .flatMap((field) => (context[field]?.trim() ? [`${labels[field]}: ${context[field]?.trim()}`] : []))
    .join("\n");
}
