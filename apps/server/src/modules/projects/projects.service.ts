import { PROJECT_NAME_TAKEN_MESSAGE, type Project } from "@aesop/shared/contracts/projects";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { AppError, notFound } from "../../lib/errors";
import type { EventBus } from "../../lib/realtime";
import {
  deleteProjectRow,
  findProjectRow,
  insertProjectRow,
  listProjectRows,
  renameProjectRow,
  type ProjectSummaryRow,
} from "./projects.queries";

interface Deps {
  db: Database;
  events: EventBus;
}

export function toProject(row: ProjectSummaryRow): Project {
  return { id: row.id, projectName: row.projectName, status: row.status, createdAt: row.createdAt.toISOString() };
}

const projectNotFound = () => notFound("Project not found");

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError(409, "PROJECT_NAME_TAKEN", PROJECT_NAME_TAKEN_MESSAGE);
  throw error;
}

export async function listProjects({ db }: Pick<Deps, "db">, userId: string): Promise<Project[]> {
  return (await listProjectRows(db, userId)).map(toProject);
}

/** The user's own project, or 404: other users' projects do not exist for them. */
/** The user's project, or undefined when it is gone (for jobs, which have no one to answer 404 to). */
export async function findProject({ db }: Pick<Deps, "db">, userId: string, id: string): Promise<Project | undefined> {
  const row = await findProjectRow(db, userId, id);
  return row ? toProject(row) : undefined;
}

export async function getProject({ db }: Pick<Deps, "db">, userId: string, id: string): Promise<Project> {
  const row = await findProjectRow(db, userId, id);
  if (!row) throw projectNotFound();
  return toProject(row);
}

export async function createProject(deps: Deps, userId: string, projectName: string): Promise<Project> {
  const row = await insertProjectRow(deps.db, userId, projectName).catch(nameTaken);
  await deps.events.publish(userId, { type: "projects.changed" });
  return toProject(row);
}

export async function renameProject(deps: Deps, userId: string, id: string, projectName: string): Promise<Project> {
  const row = await renameProjectRow(deps.db, userId, id, projectName).catch(nameTaken);
  if (!row) throw projectNotFound();
  await deps.events.publish(userId, { type: "projects.changed" });
  return toProject(row);
}

/** Deletes the project and, by cascade, its reports. */
export async function deleteProject(deps: Deps, userId: string, id: string): Promise<void> {
  if (!(await deleteProjectRow(deps.db, userId, id))) throw projectNotFound();
  await deps.events.publish(userId, { type: "projects.changed" });
}
