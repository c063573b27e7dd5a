import { and, desc, eq } from "drizzle-orm";
import type { ChatAgent, InterviewContext } from "@aesop/shared/contracts/agents";
import type { Database } from "../../db/client";
import { reports } from "../../db/schema/index";
import type { ReportData } from "../../modules/reports/report-data";
import { getProject } from "../../modules/projects/projects.service";
import type { ConversationContext } from "../conversation/index";
import type { InstructionsAudit } from "../instructions-review/types";

/** The newest instructions submitted for the project, with their review when it is done. */
async function latestInstructions(db: Database, userId: string, projectId: string) {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.userId, userId), eq(reports.projectId, projectId), eq(reports.agent, "instructions-review")))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(1);
  if (!row?.inputText?.trim()) return undefined;
  const audit = row.status === "done" ? ((row.data as ReportData).audit as InstructionsAudit | undefined) : undefined;
  return { reportId: row.id, text: row.inputText, audit: audit ?? null };
}

/** What a chat agent knows of the project at each turn; 404 when the project is not the user's. */
export async function loadConversationContext(
  deps: { db: Database },
  userId: string,
  projectId: string,
  agent: ChatAgent,
): Promise<ConversationContext> {
  const project = await getProject(deps, userId, projectId);
  if (agent !== "interview") return { projectName: project.projectName };
  const instructions = await latestInstructions(deps.db, userId, projectId);
  return instructions ? { projectName: project.projectName, instructions } : { projectName: project.projectName };
}

export async function getInterviewContext(
  deps: { db: Database },
  userId: string,
  projectId: string,
): Promise<InterviewContext> {
  const context = await loadConversationContext(deps, userId, projectId, "interview");
  const audit = context.instructions?.audit;
  return {
    hasInstructions: Boolean(context.instructions),
    instructionsReportId: context.instructions?.reportId ?? null,
    gapCount: audit ? audit.dimensions.filter((dimension) => dimension.status !== "covered").length : 0,
  };
}
