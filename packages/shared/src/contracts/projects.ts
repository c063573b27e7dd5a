import { z } from "zod";
import { lineSchema } from "./text";

export const PROJECT_NAME_MAX_LENGTH = 100;

/** Trimmed, non-empty (spec section 5). Uniqueness per user is checked by the server. */
export const projectNameSchema = lineSchema()
  .trim()
  .min(1, "Please enter a project name")
  .max(PROJECT_NAME_MAX_LENGTH, `A project name is at most ${PROJECT_NAME_MAX_LENGTH} characters`);

export const createProjectSchema = z.object({ projectName: projectNameSchema });
export type CreateProject = z.infer<typeof createProjectSchema>;
export const renameProjectSchema = createProjectSchema;

export const projectSchema = z.object({
  id: z.string(),
  projectName: z.string(),
  /** 'active' when created; shown as the status badge (default label Active). */
  status: z.string(),
  createdAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListSchema = z.object({ projects: z.array(projectSchema) });

/** The message of a name clash (case-insensitive, among the user's own projects). */
export const PROJECT_NAME_TAKEN_MESSAGE = "Project name must be unique and not empty";

/** Client-side check of the selection form: unique among the user's projects, ignoring case. */
export function isProjectNameTaken(name: string, projects: readonly Pick<Project, "projectName">[]): boolean {
  const wanted = name.trim().toLowerCase();
  return projects.some((project) => project.projectName.trim().toLowerCase() === wanted);
}
