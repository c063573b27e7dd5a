import {
  PROJECT_NAME_TAKEN_MESSAGE,
  isProjectNameTaken,
  projectNameSchema,
  type Project,
} from "@aesop/shared/contracts/projects";
import { ApiRequestError } from "@/lib/api-client";

/**
 * Why a new (or new-for-this-project) name cannot be used, or null when it can: trimmed, non-empty
 * ('Please enter a project name'), and unique among `others`, ignoring case (spec section 5).
 */
export function projectNameProblem(name: string, others: readonly Pick<Project, "projectName">[]): string | null {
  const parsed = projectNameSchema.safeParse(name);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? "Please enter a project name";
  return isProjectNameTaken(parsed.data, others) ? PROJECT_NAME_TAKEN_MESSAGE : null;
}

/** The server's name clash (409 PROJECT_NAME_TAKEN) reads like the client-side check. */
export function isProjectNameTakenError(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.code === "PROJECT_NAME_TAKEN" || error.status === 409);
}
