import type { AgreementSource, JudgeAgreement } from "@aesop/shared/contracts/eval";
import type { TestScriptContent } from "@aesop/shared/contracts/test-scripts";
import type { ServerContext } from "../../../context";
import { getProject } from "../../../modules/projects/projects.service";
import { listCaveVerdicts } from "../../cave-of-shadows/index";
import { listVerdictsWithSamples, type VerdictWithSamples } from "./judge-agreement.queries";
import { checkVerdicts, criterionVerdicts, judgeAgreement, type AgreementItem } from "./judge-agreement";

/**
 * The judge's agreement with every verdict the owner gave in the project (issue 35 part 4): on the
 * scenarios of its runs (each verdict with its run's script and the scenario's judged samples, in
 * one statement) and on the replies of its Cave dialogues (decision 0079), or one source's alone.
 */
export async function getJudgeAgreement(
  deps: Pick<ServerContext, "db">,
  userId: string,
  projectId: string,
  source: AgreementSource | "all" = "all",
): Promise<JudgeAgreement> {
  await getProject(deps, userId, projectId);
  const criterionNames = new Map<string, string>();
  const items: AgreementItem[] = [];
  if (source !== "cave") items.push(...(await evalItems(deps, userId, projectId, criterionNames)));
  if (source !== "eval") items.push(...(await caveItems(deps, userId, projectId, criterionNames)));
  return judgeAgreement(items, criterionNames, source);
}

async function evalItems(
  deps: Pick<ServerContext, "db">,
  userId: string,
  projectId: string,
  criterionNames: Map<string, string>,
): Promise<AgreementItem[]> {
  const rows = await listVerdictsWithSamples(deps.db, userId, projectId);
  return rows.map((row) => {
    const script = typeof row.script === "string" ? (JSON.parse(row.script) as TestScriptContent) : row.script;
    // PGlite hands json back parsed, node-postgres too; a driver that gives text is read the same.
    const samples: NonNullable<VerdictWithSamples["samples"]> =
      (typeof row.samples === "string" ? (JSON.parse(row.samples) as VerdictWithSamples["samples"]) : row.samples) ??
      [];
    const thresholds = new Map(script.rubric.criteria.map((criterion) => [criterion.id, criterion.passThreshold]));
    for (const criterion of script.rubric.criteria) criterionNames.set(criterion.id, criterion.name);
    return {
      scenario: {
        source: "eval",
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
}

/** A Cave reply is one item, its checks and scores read as one sample's. */
async function caveItems(
  deps: Pick<ServerContext, "db">,
  userId: string,
  projectId: string,
  criterionNames: Map<string, string>,
): Promise<AgreementItem[]> {
  const verdicts = await listCaveVerdicts(deps, userId, projectId);
  return verdicts.map((verdict) => {
    for (const criterion of verdict.criteria) {
      if (!criterionNames.has(criterion.id)) criterionNames.set(criterion.id, criterion.name);
    }
    const thresholds = new Map(verdict.criteria.map((criterion) => [criterion.id, criterion.passThreshold]));
    const sample = { checks: verdict.checks, scores: verdict.scores };
    return {
      scenario: {
        source: "cave",
        sessionId: verdict.sessionId,
        sessionNumber: verdict.sessionNumber,
        turnId: verdict.turnId,
        turnNumber: verdict.turnNumber,
        title: verdict.title,
        note: verdict.note,
      },
      human: verdict.human,
      judge: verdict.judge,
      checks: checkVerdicts([sample]),
      criteria: criterionVerdicts([sample], thresholds),
    };
  });
}
