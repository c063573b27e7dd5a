import type { JudgeAgreement } from "@aesop/shared/contracts/eval";
import type { TestScriptContent } from "@aesop/shared/contracts/test-scripts";
import type { ServerContext } from "../../../context";
import { getProject } from "../../../modules/projects/projects.service";
import { listVerdictsWithSamples, type VerdictWithSamples } from "./judge-agreement.queries";
import { checkVerdicts, criterionVerdicts, judgeAgreement, type AgreementItem } from "./judge-agreement";

/**
 * The judge's agreement with every verdict the owner gave in the project (issue 35 part 4), read in
 * one statement: each verdict with its run's script and the scenario's judged samples.
 */
export async function getJudgeAgreement(
  deps: Pick<ServerContext, "db">,
  userId: string,
  projectId: string,
): Promise<JudgeAgreement> {
  await getProject(deps, userId, projectId);
  const rows = await listVerdictsWithSamples(deps.db, userId, projectId);
  const criterionNames = new Map<string, string>();
  const items: AgreementItem[] = rows.map((row) => {
    const script = typeof row.script === "string" ? (JSON.parse(row.script) as TestScriptContent) : row.script;
    // PGlite hands json back parsed, node-postgres too; a driver that gives text is read the same.
    const samples: NonNullable<VerdictWithSamples["samples"]> =
      (typeof row.samples === "string" ? (JSON.parse(row.samples) as VerdictWithSamples["samples"]) : row.samples) ??
      [];
    const thresholds = new Map(script.rubric.criteria.map((criterion) => [criterion.id, criterion.passThreshold]));
    for (const criterion of script.rubric.criteria) criterionNames.set(criterion.id, criterion.name);
    return {
      scenario: {
        runId: row.run_id,
        runNumber: Number(row.run_number),
        scenarioId: row.scenario_id,
        title: script.scenarios.find((scenario) => scenario.id === row.scenario_id)?.title ?? row.scenario_id,
        note: row.note,
      },
      human: row.verdict,
      judge: row.judge_verdict,
      checks: checkVerdicts(samples),
      criteria: criterionVerdicts(samples, thresholds),
    };
  });
  return judgeAgreement(items, criterionNames);
}
