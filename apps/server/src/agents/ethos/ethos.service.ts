import {
  compactEthosContext,
  ETHOS_CONTEXT_LABELS,
  type EthosContext,
  type EthosContextField,
  type EthosProjectContext,
} from "@aesop/shared/contracts/ethos";
import type { Report } from "@aesop/shared/contracts/reports";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../lib/jobs";
import type { EventBus } from "../../lib/realtime";
import { getProject } from "../../modules/projects/projects.service";
import { createReport } from "../../modules/reports/reports.service";
import { enqueueAgentReport } from "../runtime/jobs/report-jobs";
import { analyseEthics } from "./ethos-analysis";
import { describeEthosContext, loadEthosSources } from "./ethos-project";

/** A submission of the Ethos Agent: a queued report, analysed by a durable job. */
export async function submitEthosReview(
  deps: { db: Database; jobs: JobQueue; events: EventBus },
  userId: string,
  projectId: string,
  answers: EthosContext,
): Promise<Report> {
  const context = compactEthosContext(answers);
  const report = await createReport(deps, userId, {
    projectId,
    agent: "ethos",
    title: "Ethos review",
    inputText: describeEthosContext(context, ETHOS_CONTEXT_LABELS) || null,
    data: { ethosContext: context },
  });
  await enqueueAgentReport(deps.jobs, "ethos", { reportId: report.id, userId });
  return report;
}

/**
 * What the page shows before the user answers: the project's reports the review will read, and
 * the answers those already give (who the users are, the sector, channel, region and data), so
 * that the user corrects rather than retypes. Nothing is prefilled that the sources do not say.
 */
export async function getEthosProjectContext(
  deps: { db: Database },
  userId: string,
  projectId: string,
): Promise<EthosProjectContext> {
  const project = await getProject(deps, userId, projectId);
  const sources = await loadEthosSources(deps, userId, projectId);
  const { profile } = analyseEthics({ projectName: project.projectName, context: {}, ...sources });
  const prefill: Partial<Record<EthosContextField, string>> = {
    users: profile.audiences.join("; "),
    sector: profile.domains.join("; "),
    channel: profile.channels.join("; "),
    region: profile.regions.join("; "),
    data: profile.dataCategories.join("; "),
  };
  const source = (report: { reportId: number } | null, title: string) =>
    report ? { reportId: report.reportId, title } : null;
  return {
    sources: {
      instructions: source(sources.instructions, "Latest instructions"),
      // The review is of the latest instructions: the same report.
      review:
        sources.review && sources.instructions
          ? {
              reportId: sources.instructions.reportId,
              title: `Instructions review (score ${sources.review.overallScore}/100)`,
            }
          : null,
      interview: source(sources.interview, "Latest interview report"),
      ideation: source(sources.ideation, "Latest ideation report"),
    },
    prefill: Object.fromEntries(Object.entries(prefill).filter(([, value]) => value.trim() !== "")),
  };
}
