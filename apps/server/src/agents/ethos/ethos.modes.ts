import { ethosContextSchema, type EthosContext } from "@aesop/shared/contracts/ethos";
import type { ReportModes, ReportSubject } from "../runtime/jobs/report-modes";
import { analyseEthics } from "./ethos-analysis";
import type { EthosInput } from "./ethos-input";
import { analyseEthicsWithModel } from "./ethos-llm";
import { loadEthosSources } from "./ethos-project";
import { ethosReportTitle, renderEthosMarkdown } from "./ethos-report";

/** The context the user submitted, stored with the report (an invalid one counts as empty). */
function contextOf(subject: ReportSubject): EthosContext {
  const parsed = ethosContextSchema.safeParse(subject.data.ethosContext ?? {});
  return parsed.success ? parsed.data : {};
}

async function inputOf(deps: Parameters<ReportModes["guided"]>[0], subject: ReportSubject): Promise<EthosInput> {
  const sources = await loadEthosSources(deps, subject.userId, subject.projectId);
  return { projectName: subject.projectName, context: contextOf(subject), ...sources };
}

/**
 * The Ethos Agent's three modes: the rule-based analysis (guided), the model's review with the
 * guided findings as evidence and its quotes checked against the sources (LLM), and a multipart
 * call to an external workflow with the context and the project's instructions (webhook).
 */
export const ethosModes: ReportModes = {
  guided: async (deps, subject) => {
    const report = analyseEthics(await inputOf(deps, subject));
    return {
      status: "done",
      title: ethosReportTitle(subject.projectName),
      markdown: renderEthosMarkdown(report, { projectName: subject.projectName }),
      data: { ...subject.data, mode: "guided", ethos: report },
    };
  },
  llm: async (deps, model, subject) => {
    const input = await inputOf(deps, subject);
    const { report, usage } = await analyseEthicsWithModel(model, input, analyseEthics(input));
    return {
      status: "done",
      title: ethosReportTitle(subject.projectName),
      markdown: renderEthosMarkdown(report, { projectName: subject.projectName }),
      data: { ...subject.data, mode: "llm", ethos: report, usage },
    };
  },
  webhookFields: (subject) => ({
    user_id: subject.userId,
    project_name: subject.projectName,
    context: JSON.stringify(contextOf(subject)),
  }),
};
