import { randomInt, randomUUID } from "node:crypto";
import {
  matrixTargetsOf,
  type EvalMatrix,
  type EvalMatrixExportFormat,
  type MatrixTarget,
  type StartEvalMatrix,
} from "@aesop/shared/contracts/eval-matrices";
import type { ServerContext } from "../../../context";
import { getCallableTarget, systemPromptOf } from "../../../evaluation/targets/targets.service";
import { AppError } from "../../../lib/errors";
import { getProject } from "../../../modules/projects/projects.service";
import type { ExportedFile } from "../runs/exports";
import { getMatrixRunResults, prepareRun, startPreparedRuns, type FollowUp } from "../runs/runs.service";
import { exportMatrix } from "./matrix-exports";
import { buildMatrix } from "./matrix-view";

const badRequest = (code: string, message: string) => new AppError(400, code, message);

type Deps = Pick<ServerContext, "db" | "events" | "jobs" | "secrets" | "env" | "agents">;

/**
 * Starts a matrix (decision 0071): one ordinary run per target, sharing a matrix id and the same
 * script version, seed, repeats, judge and verdict rule. Each target is checked as a run's start
 * checks it (a target not in the project is a 400 that names it), then all runs are stored at once
 * or none, and each is admitted on its own target's slots.
 */
export async function startMatrix(
  deps: Deps,
  userId: string,
  projectId: string,
  body: StartEvalMatrix,
): Promise<EvalMatrix> {
  await getProject(deps, userId, projectId);
  const { targetIds: _ids, targets: _targets, ...shared } = body;
  const columns = matrixTargetsOf(body);
  // One seed for all (chosen here when absent), and the version the first target resolves to for all.
  const seed = shared.seed ?? randomInt(0, 2_147_483_647);
  const matrixId = randomUUID();
  const prepare = async (column: MatrixTarget, scriptVersion?: number) =>
    prepareRun(
      deps,
      userId,
      projectId,
      { ...shared, seed, ...(scriptVersion === undefined ? {} : { scriptVersion }), targetId: column.targetId },
      await instructionsVersionOf(deps, userId, projectId, column),
      matrixId,
    );
  const [head, ...tail] = columns;
  if (!head) throw badRequest("VALIDATION_FAILED", "Choose between 2 and 8 targets.");
  const first = await prepare(head);
  const scriptVersion = first.row.run.scriptVersion;
  const rest = await Promise.all(tail.map((column) => prepare(column, scriptVersion)));
  await startPreparedRuns(deps, [first, ...rest]);
  return getMatrix(deps, userId, projectId, matrixId);
}

/**
 * A column's chosen instructions version, as a re-test on fixed instructions passes it (recorded
 * as the run's instructions): only an "instructions on a model" target plays on another version.
 */
async function instructionsVersionOf(
  deps: Deps,
  userId: string,
  projectId: string,
  column: MatrixTarget,
): Promise<FollowUp | undefined> {
  const reportId = column.instructionsReportId;
  if (reportId === undefined) return undefined;
  const { row: target } = await getCallableTarget(deps, userId, projectId, column.targetId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) {
      throw badRequest("TARGET_NOT_FOUND", "The target was not found in this project.");
    }
    throw error;
  });
  if (target.config.kind !== "instructions-on-model") {
    throw badRequest(
      "INSTRUCTIONS_NOT_APPLICABLE",
      `"${target.name}" holds its own instructions: only an "instructions on a model" target plays on a chosen instructions version.`,
    );
  }
  const text = await systemPromptOf(deps, userId, projectId, {
    ...target.config,
    instructions: { source: "report", reportId },
  });
  return { instructions: { reportId, text: text ?? "" } };
}

export async function getMatrix(deps: Deps, userId: string, projectId: string, matrixId: string): Promise<EvalMatrix> {
  return buildMatrix(matrixId, await getMatrixRunResults(deps, userId, projectId, matrixId));
}

export async function exportProjectMatrix(
  deps: Deps,
  userId: string,
  projectId: string,
  matrixId: string,
  format: EvalMatrixExportFormat,
): Promise<ExportedFile> {
  const results = await getMatrixRunResults(deps, userId, projectId, matrixId);
  return exportMatrix(format, buildMatrix(matrixId, results), results);
}
