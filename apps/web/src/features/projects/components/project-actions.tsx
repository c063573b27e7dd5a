import type { Project } from "@aesop/shared/contracts/projects";
import { DeleteProjectDialog } from "./delete-project-dialog";
import { RenameProjectDialog } from "./rename-project-dialog";

/** Rename and Delete for one project (the workspace overview shows them). */
export function ProjectActions({ project }: { project: Pick<Project, "id" | "projectName"> }) {
  return (
    <div className="flex flex-wrap gap-2">
      <RenameProjectDialog project={project} />
      <DeleteProjectDialog project={project} />
    </div>
  );
}
