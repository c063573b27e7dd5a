import { ethosReportSchema } from "@aesop/shared/contracts/ethos";
import type { Database } from "../../db/client";
import { findLatestReportOf } from "../../modules/reports/reports.service";
import { loadEthosSources } from "../ethos/index";
import type { ScriptGenerationInput } from "./generate-script";

export type ScriptSources = Pick<ScriptGenerationInput, "instructions" | "review" | "ethos" | "interview">;

/**
 * What the project holds for the Script Generation Agent when the job runs: the latest
 * instructions with their review (the review is a report on those instructions, so it shares
 * their report id), the latest done interview, and the structured data of the latest done Ethos
 * report (a report written before the structure existed, or damaged, counts as none).
 */
export async function loadScriptSources(
  deps: { db: Database },
  userId: string,
  projectId: string,
): Promise<ScriptSources> {
  const [sources, ethosReport] = await Promise.all([
    loadEthosSources(deps, userId, projectId),
    findLatestReportOf(deps, userId, projectId, "ethos"),
  ]);
  const ethos = ethosReport?.status === "done" ? ethosReportSchema.safeParse(ethosReport.data.ethos) : null;
  return {
    instructions: sources.instructions,
    review:
      sources.review && sources.instructions
        ? { reportId: sources.instructions.reportId, audit: sources.review }
        : null,
    ethos: ethos?.success && ethosReport ? { reportId: ethosReport.id, report: ethos.data } : null,
    interview: sources.interview,
  };
}
