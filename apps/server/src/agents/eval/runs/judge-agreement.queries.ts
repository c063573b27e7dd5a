import type { CheckResult, CriterionScore, HumanVerdictKind } from "@aesop/shared/contracts/eval";
import type { TestScriptContent } from "@aesop/shared/contracts/test-scripts";
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { evalHumanVerdicts, evalRuns, evalScenarioResults } from "../../../db/schema/index";

export type VerdictWithSamples = {
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

/** Every verdict the owner gave in the project, with its run's script and the scenario's judged samples. */
export async function listVerdictsWithSamples(db: Database, userId: string, projectId: string) {
  const { rows } = await db.execute<VerdictWithSamples>(sql`
    select h.run_id, r.number as run_number, h.scenario_id, h.verdict, h.judge_verdict, h.note, r.script,
           (select json_agg(json_build_object('checks', s.checks, 'scores', s.scores))
              from ${evalScenarioResults} s
             where s.run_id = h.run_id and s.scenario_id = h.scenario_id and s.status in ('passed', 'failed')
           ) as samples
      from ${evalHumanVerdicts} h join ${evalRuns} r on r.id = h.run_id
     where h.project_id = ${projectId} and r.user_id = ${userId}
     order by r.number desc, h.scenario_id`);
  return rows;
}
