import type { InterviewContext } from "@aesop/shared/contracts/agents";
import type { Database } from "../../db/client";
import { getProject } from "../../modules/projects/projects.service";
import { findLatestReportOf } from "../../modules/reports/reports.service";
import type { ConversationContext } from "../chat-engine/guided/index";
import type { InstructionsAudit } from "../instructions-review/index";

/** The newest instructions submitted for the project, with their review when it is done. */
export async function loadInterviewContext(
  deps: { db: Database },
  userId: string,
  projectId: string,
): Promise<Omit<ConversationContext, "projectName">> {
  const latest = await findLatestReportOf(deps, userId, projectId, "instructions-review");
  if (!latest?.inputText?.trim()) return {};
  const audit = latest.status === "done" ? (latest.data.audit as InstructionsAudit | undefined) : undefined;
  return { instructions: { reportId: latest.id, text: latest.inputText, audit: audit ?? null } };
}

/** GET /api/projects/{id}/interview-context: what the interview page shows before a session. */
export async function getInterviewContext(
  deps: { db: Database },
  userId: string,
  projectId: string,
): Promise<InterviewContext> {
  await getProject(deps, userId, projectId);
  const { instructions } = await loadInterviewContext(deps, userId, projectId);
  const audit = instructions?.audit;
  return {
    hasInstructions: Boolean(instructions),
    instructionsReportId: instructions?.reportId ?? null,
    gapCount: audit ? audit.dimensions.filter((dimension) => dimension.status !== "covered").length : 0,
  };
}
