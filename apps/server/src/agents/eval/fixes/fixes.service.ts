import type { EvalRun } from "@aesop/shared/contracts/eval";
import type {
  ChangeSetProposal,
  FixProposal,
  ProposeChangeSet,
  ProposeFix,
  Retest,
  SaveInstructionsVersion,
} from "@aesop/shared/contracts/instructions-fix";
import type { ProjectHistory } from "@aesop/shared/contracts/project-history";
import type { Report } from "@aesop/shared/contracts/reports";
import type { ServerContext } from "../../../context";
import { AppError, notFound } from "../../../lib/errors";
import { getProject } from "../../../modules/projects/projects.service";
import { findLatestReportOf, findReportWithProject, listReports } from "../../../modules/reports/reports.service";
import { findCaveTurn } from "../../cave-of-shadows/index";
import { auditInstructions, RUBRIC, submitInstructions } from "../../instructions-review/index";
import { projectTerms } from "../../script-generation/index";
import { loadRunResults } from "../runs/run-lifecycle";
import { failedScenarioIds, refuseWhileInProgress, startFollowUpRun } from "../runs/reruns";
import { listRunRows } from "../runs/runs.queries";
import { getRunRow } from "../runs/runs.service";
import { mergeChanges } from "./change-set";
import { caveFailureOf } from "./cave-failure";
import { proposeChange, proposeReviewChange, type FailedScenario, type ReviewFinding } from "./fix-proposal";
import { buildProjectHistory } from "./project-history";
import { unifiedDiff } from "./unified-diff";

type Deps = Pick<ServerContext, "db" | "events" | "jobs" | "secrets" | "env" | "agents">;

const badRequest = (code: string, message: string) => new AppError(400, code, message);

/** The project's instructions versions: its instructions reviews, oldest first (version 1, 2…). */
async function versionOf(deps: Deps, userId: string, projectId: string, reportId: number): Promise<number> {
  const reviews = (await listReports(deps, userId, projectId))
    .filter((report) => report.agent === "instructions-review")
    .sort((a, b) => a.id - b.id);
  return reviews.findIndex((report) => report.id === reportId) + 1;
}

/** The current version: the latest instructions review, with the text it reviewed. */
async function currentInstructions(deps: Deps, userId: string, projectId: string) {
  const latest = await findLatestReportOf(deps, userId, projectId, "instructions-review");
  if (!latest?.inputText) {
    throw badRequest(
      "NO_INSTRUCTIONS",
      "This project has no instructions yet: submit them to the Instructions Review Agent first.",
    );
  }
  return { reportId: latest.id, text: latest.inputText };
}

/** A run's failed scenarios chosen by id; a scenario that is not in the run or did not fail is refused. */
async function failedScenariosOf(
  deps: Deps,
  userId: string,
  projectId: string,
  runId: string,
  scenarioIds: readonly string[],
) {
  const run = await getRunRow(deps, userId, projectId, runId);
  const results = await loadRunResults(deps.db, run, false);
  const byId = new Map(results.scenarios.map((result) => [result.scenarioId, result]));
  const scenarios = new Map(run.script.scenarios.map((scenario) => [scenario.id, scenario]));
  const failures: FailedScenario[] = scenarioIds.map((scenarioId) => {
    const result = byId.get(scenarioId);
    const scenario = scenarios.get(scenarioId);
    if (!result || !scenario) {
      throw badRequest("SCENARIO_NOT_FOUND", `Run #${run.number} has no scenario "${scenarioId}".`);
    }
    if (result.status !== "failed") {
      throw badRequest(
        "SCENARIO_NOT_FAILED",
        `"${result.title}" ${result.status === "passed" ? "passed" : `is ${result.status}`} in run #${run.number}: only a failed scenario has a fix to propose.`,
      );
    }
    return {
      scenarioId,
      title: result.title,
      category: result.category,
      reason: result.reason,
      source: scenario.source,
    };
  });
  return { run, failures };
}

/** A failed reply of one of the user's Cave dialogues in this project (cave-failure.ts). */
async function failedCaveReply(deps: Deps, userId: string, projectId: string, sessionId: string, turnId: string) {
  const {
    turn,
    replyNumber: number,
    scenario,
    summary,
  } = await findCaveTurn(deps.db, userId, projectId, sessionId, turnId);
  if (turn.role !== "assistant" || turn.streaming) {
    throw badRequest("NOT_A_REPLY", "Only a reply of the assistant has a fix to propose: choose one of its turns.");
  }
  const failure = caveFailureOf(
    { scenario, summary },
    { turnId: turn.id, number, text: turn.text, checks: turn.checks },
  );
  if (!failure) {
    throw badRequest(
      "TURN_NOT_FAILED",
      `Reply ${number} of "${scenario.title}" broke no rule and is not where the dialogue failed: only a failed reply has a fix to propose.`,
    );
  }
  return failure;
}

/**
 * Guided proposals for the failures, merged into one change set against the project's current
 * instructions. Nothing is stored: the builder edits and saves it.
 */
async function changeSetFor(
  deps: Deps,
  userId: string,
  projectId: string,
  failures: { scenarios: FailedScenario[]; findings: ReviewFinding[] },
): Promise<ChangeSetProposal> {
  const project = await getProject(deps, userId, projectId);
  const current = await currentInstructions(deps, userId, projectId);
  const context = {
    instructions: current.text,
    review: auditInstructions(current.text),
    terms: projectTerms({
      projectName: project.projectName,
      instructions: { reportId: current.reportId, text: current.text },
      interview: null,
    }),
  };
  const fromReview = failures.findings.map((finding) => {
    const change = proposeReviewChange(finding, context);
    if (!change) {
      const name = RUBRIC.find((d) => d.id === finding.dimensionId)?.name ?? finding.dimensionId;
      throw badRequest(
        "FINDING_NOT_FLAWED",
        `The review of the current instructions finds "${name}" covered: only a flawed dimension has a fix to propose.`,
      );
    }
    return change;
  });
  const set = mergeChanges(current.text, [
    ...failures.scenarios.map((failure) => proposeChange(failure, context)),
    ...fromReview,
  ]);
  return {
    base: { reportId: current.reportId, version: await versionOf(deps, userId, projectId, current.reportId) },
    instructions: current.text,
    ...set,
  };
}

/** "Propose a fix" in guided mode for failed scenarios of one run. */
export async function proposeFix(
  deps: Deps,
  userId: string,
  projectId: string,
  runId: string,
  body: ProposeFix,
): Promise<FixProposal> {
  await getProject(deps, userId, projectId);
  const { run, failures } = await failedScenariosOf(deps, userId, projectId, runId, body.scenarioIds);
  const set = await changeSetFor(deps, userId, projectId, { scenarios: failures, findings: [] });
  return { runId: run.id, runNumber: run.number, ...set };
}

/**
 * "Propose a fix" for failures found anywhere (issue 38): failed scenarios of runs, failed replies
 * of Cave dialogues and flawed review dimensions, in one change set. Each failure is checked before
 * anything is proposed, so a bad one refuses the whole request.
 */
export async function proposeChangeSet(
  deps: Deps,
  userId: string,
  projectId: string,
  body: ProposeChangeSet,
): Promise<ChangeSetProposal> {
  await getProject(deps, userId, projectId);
  const scenarios: FailedScenario[] = [];
  const findings: ReviewFinding[] = [];
  // In the order given: the merge keeps the earlier of two rival changes.
  for (const failure of body.failures) {
    if (failure.kind === "scenario") {
      const found = await failedScenariosOf(deps, userId, projectId, failure.runId, [failure.scenarioId]);
      scenarios.push(...found.failures);
    } else if (failure.kind === "cave-turn") {
      scenarios.push(await failedCaveReply(deps, userId, projectId, failure.sessionId, failure.turnId));
    } else {
      findings.push({ dimensionId: failure.dimensionId });
    }
  }
  return changeSetFor(deps, userId, projectId, { scenarios, findings });
}

/**
 * The project's next instructions version, reviewed as a submitted review is. Saved only on the
 * version it was edited from: a newer version since means the edit would undo it.
 */
export async function saveInstructionsVersion(
  deps: Deps,
  userId: string,
  projectId: string,
  body: SaveInstructionsVersion,
): Promise<Report & { version: number }> {
  await getProject(deps, userId, projectId);
  const current = await currentInstructions(deps, userId, projectId);
  if (current.reportId !== body.baseReportId) {
    const version = await versionOf(deps, userId, projectId, current.reportId);
    throw new AppError(
      409,
      "STALE_VERSION",
      `The instructions changed since this edit began: version ${version} (review #${current.reportId}) is now the latest. Propose the fix again on it.`,
    );
  }
  if (current.text === body.instructions) {
    throw badRequest("UNCHANGED", "The instructions are the same as the current version: there is nothing to save.");
  }
  const report = await submitInstructions(deps, userId, projectId, body.instructions);
  return { ...report, version: await versionOf(deps, userId, projectId, report.id) };
}

/**
 * "Re-run the failed scenarios on the new version": the fixed run's script version, judge and
 * repeats, on its target's model with the new instructions, linked to the run it fixes.
 */
export async function retestRun(
  deps: Deps,
  userId: string,
  projectId: string,
  runId: string,
  body: Retest,
): Promise<EvalRun> {
  const run = await getRunRow(deps, userId, projectId, runId);
  refuseWhileInProgress(run, "re-test");
  if (run.targetConfig.kind !== "instructions-on-model" || !run.targetId) {
    throw badRequest(
      "NOT_AN_INSTRUCTIONS_TARGET",
      `Run #${run.number} ran on "${run.targetName}", which holds its own instructions: a new version can be re-tested only on a target of the kind "Instructions on a model".`,
    );
  }
  const report = await findReportWithProject(deps, userId, body.instructionsReportId);
  if (!report || report.projectId !== projectId || report.agent !== "instructions-review" || !report.inputText) {
    throw badRequest(
      "INSTRUCTIONS_NOT_FOUND",
      `Review #${body.instructionsReportId} is not an instructions version of this project.`,
    );
  }
  const scenarioIds = body.scope === "failed" ? await failedScenarioIds(deps, run, "re-test") : undefined;
  return startFollowUpRun(deps, userId, run, {
    instructions: { reportId: report.id, text: report.inputText },
    ...(scenarioIds ? { scenarioIds } : {}),
  });
}

/**
 * An instructions version as a patch: the unified diff from the version before it (from nothing
 * for version 1), to apply with `git apply` or `patch -p1` to a file named `instructions`.
 */
export async function instructionsVersionPatch(
  deps: Deps,
  userId: string,
  projectId: string,
  reportId: number,
): Promise<{ filename: string; body: string }> {
  const reviews = (await listReports(deps, userId, projectId))
    .filter((report) => report.agent === "instructions-review")
    .sort((a, b) => a.id - b.id);
  const at = reviews.findIndex((report) => report.id === reportId);
  const version = reviews[at];
  if (!version?.inputText) throw notFound("Instructions version not found");
  const previous = at > 0 ? (reviews[at - 1]?.inputText ?? "") : "";
  return {
    filename: `instructions-v${at + 1}.patch`,
    body: unifiedDiff(previous, version.inputText, "instructions", "instructions"),
  };
}

/**
 * The project's loop as a timeline (issue 38 part 4): its instructions versions with their reviews,
 * the user's runs with their failures and each follow-up's outcomes against its parent.
 */
export async function projectHistory(deps: Deps, userId: string, projectId: string): Promise<ProjectHistory> {
  const reports = await listReports(deps, userId, projectId);
  const rows = await listRunRows(deps.db, userId, projectId);
  // One at a time: a project's runs are tens, and the database is shared with the runs under way.
  const runs = [];
  for (const row of rows) {
    const { scenarios } = await loadRunResults(deps.db, row, false);
    const config = row.targetConfig;
    runs.push({
      id: row.id,
      number: row.number,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      scriptName: row.scriptName,
      targetName: row.targetName,
      parentId: row.fixesRunId,
      pinnedReportId:
        config.kind === "instructions-on-model" && config.instructions.source === "report"
          ? config.instructions.reportId
          : null,
      systemPrompt: row.systemPrompt,
      scenarios,
    });
  }
  const versions = reports
    .filter((report) => report.agent === "instructions-review" && report.inputText !== null)
    .map((report) => ({
      reportId: report.id,
      createdAt: report.createdAt,
      status: report.status,
      text: report.inputText ?? "",
      findings: report.details.review,
    }));
  return { events: buildProjectHistory(versions, runs) };
}
