import { randomInt, randomUUID } from "node:crypto";
import type { EvalMatrix, EvalMatrixExportFormat, StartEvalMatrix } from "@aesop/shared/contracts/eval-matrices";
import type { ServerContext } from "../../../context";
import { getProject } from "../../../modules/projects/projects.service";
import type { ExportedFile } from "../runs/exports";
import { getMatrixRunResults, prepareRun, startPreparedRuns } from "../runs/runs.service";
import { exportMatrix } from "./matrix-exports";
import { buildMatrix } from "./matrix-view";

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
  const { targetIds, ...shared } = body;
  // One seed for all (chosen here when absent), and the version the first target resolves to for all.
  const seed = shared.seed ?? randomInt(0, 2_147_483_647);
  const matrixId = randomUUID();
  const first = await prepareRun(
    deps,
    userId,
    projectId,
    { ...shared, seed, targetId: targetIds[0] ?? "" },
    undefined,
    matrixId,
  );
  const scriptVersion = first.row.run.scriptVersion;
  const rest = await Promise.all(
    targetIds
      .slice(1)
      .map((targetId) =>
        prepareRun(deps, userId, projectId, { ...shared, seed, scriptVersion, targetId }, undefined, matrixId),
      ),
  );
  await startPreparedRuns(deps, [first, ...rest]);
  return getMatrix(deps, userId, projectId, matrixId);
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
