import type { ReportStatus } from "@aesop/shared/contracts/reports";
import type { ReportData } from "../../modules/reports/report-data";
import type { AgentRuntime } from "../agent-runtime";
import { sendInstructionsToWebhook } from "./instructions-review.webhook";
import { auditInstructions } from "./audit";
import { reviewInstructionsWithModel } from "./llm-review";
import { renderAuditMarkdown } from "./report";

export interface ReviewSubject {
  id: number;
  userId: string;
  projectName: string;
  inputText: string | null;
}

export interface ReviewOutcome {
  status: ReportStatus;
  title?: string;
  markdown?: string | null;
  data: ReportData;
}

/**
 * One review in the agent's configured mode. Guided and LLM mode finish here; webhook mode hands
 * the instructions to the external workflow, and the report stays running until its signed
 * callback arrives (or is done at once when the workflow answers with the report).
 */
export async function runInstructionsReview(
  deps: { agents: AgentRuntime; baseUrl: string },
  subject: ReviewSubject,
): Promise<ReviewOutcome> {
  const text = subject.inputText ?? "";
  const mode = deps.agents.modeOf("instructions-review");
  if (mode === "webhook") return sendInstructionsToWebhook(deps, subject);
  if (mode === "llm" && deps.agents.model) {
    const { audit, usage } = await reviewInstructionsWithModel(deps.agents.model, text);
    return {
      status: "done",
      title: `Instructions review (score ${audit.overallScore}/100)`,
      markdown: renderAuditMarkdown(audit, {
        projectName: subject.projectName,
        reviewer: { kind: "llm", model: deps.agents.model.name },
      }),
      data: { mode: "llm", audit, usage },
    };
  }
  const audit = auditInstructions(text);
  return {
    status: "done",
    title: `Instructions review (score ${audit.overallScore}/100)`,
    markdown: renderAuditMarkdown(audit, { projectName: subject.projectName }),
    data: { mode: "guided", audit },
  };
}
