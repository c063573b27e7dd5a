import type { ReportModes } from "../runtime/jobs/report-jobs";
import { auditInstructions } from "./audit";
import { reviewInstructionsWithModel } from "./llm-review";
import { renderAuditMarkdown } from "./report";

/**
 * The Instructions Review Agent's three modes: the rule-based audit (guided), the model's review
 * checked against it (LLM), and the spec's multipart call to an external workflow (webhook).
 */
export const instructionsReviewModes: ReportModes = {
  guided: (_deps, subject) => {
    const audit = auditInstructions(subject.inputText ?? "");
    return {
      status: "done",
      title: `Instructions review (score ${audit.overallScore}/100)`,
      markdown: renderAuditMarkdown(audit, { projectName: subject.projectName }),
      data: { mode: "guided", audit },
    };
  },
  llm: async (_deps, model, subject) => {
    const { audit, usage } = await reviewInstructionsWithModel(model, subject.inputText ?? "");
    return {
      status: "done",
      title: `Instructions review (score ${audit.overallScore}/100)`,
      markdown: renderAuditMarkdown(audit, {
        projectName: subject.projectName,
        reviewer: { kind: "llm", model: model.name },
      }),
      data: { mode: "llm", audit, usage },
    };
  },
  // The spec's call: multipart user_id, project_name, instructions.
  webhookFields: (subject) => ({
    user_id: subject.userId,
    project_name: subject.projectName,
    instructions: subject.inputText ?? "",
  }),
};
