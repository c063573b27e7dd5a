import type { CheckResult, CriterionScore, HumanVerdictKind, JudgeAgreement } from "@aesop/shared/contracts/eval";
import type { TestScriptContent } from "@aesop/shared/contracts/test-scripts";
import { sql } from "drizzle-orm";
import type { ServerContext } from "../../../context";
import { evalHumanVerdicts, evalRuns, evalScenarioResults } from "../../../db/schema/index";
import { getProject } from "../../../modules/projects/projects.service";
import { checkVerdicts, criterionVerdicts, judgeAgreement, type AgreementItem } from "./judge-agreement";

type VerdictWithSamples = {
  run_id: string;
  run_number: number;
  scenario_id: string;
  verdict: HumanVerdictKind;
  judge_verdict: HumanVerdictKind | null;
  note: string;
  script: TestScriptContent;
  /** The scenario's judged samples' checks and scores. */
  samples: { checks: CheckResult[]; scores: CriterionScore[] }[] | null;
};

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
  const { rows } = await deps.db.execute<VerdictWithSamples>(sql`
    select h.run_id, r.number as run_number, h.scenario_id, h.verdict, h.judge_verdict, h.note, r.script,
           (select json_agg(json_build_object('checks', s.checks, 'scores', s.scores))
              from ${evalScenarioResults} s
             where s.run_id = h.run_id and s.scenario_id = h.scenario_id and s.status in ('passed', 'failed')
           ) as samples
      from ${evalHumanVerdicts} h join ${evalRuns} r on r.id = h.run_id
     where h.project_id = ${projectId} and r.user_id = ${userId}
     order by r.number desc, h.scenario_id`);
  const criterionNames = new Map<string, string>();
  const items: AgreementItem[] = rows.map((row) => {
    const script = typeof row.script === "string" ? (JSON.parse(row.script) as TestScriptContent) : row.script;
    const samples = (typeof row.samples === "string" ? JSON.parse(row.samples) : row.samples) ?? [];
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
