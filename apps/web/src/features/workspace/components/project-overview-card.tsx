import { CalendarIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Project } from "@aesop/shared/contracts/projects";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatDate } from "@/lib/format-date";
import { isProjectActive, projectStatusLabel } from "../utils/report-display";

/** What the workspace knows of its project; status and date arrive with the server's copy. */
export type WorkspaceProject = Pick<Project, "id" | "projectName"> & Partial<Pick<Project, "status" | "createdAt">>;

/** Name, status badge (Active by default), created date and the project's actions. */
export function ProjectOverviewCard({ project, actions }: { project: WorkspaceProject; actions?: ReactNode }) {
  const created = formatDate(project.createdAt);
  const active = isProjectActive(project.status);

  return (
    <Card aria-labelledby="workspace-project-name" data-slot="project-overview" className="min-w-0">
      <CardHeader className="gap-3">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Project overview</p>
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
          <h2
            id="workspace-project-name"
            className="min-w-0 text-xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-2xl"
          >
            {project.projectName}
          </h2>
          <Badge tone={active ? "success" : "neutral"} data-status={project.status || "active"}>
            {projectStatusLabel(project.status)}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="flex min-w-0 flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarIcon className="size-4 shrink-0" aria-hidden="true" />
          {created ? <span>Created {created}</span> : <span>Created date unknown</span>}
        </p>
        {actions}
      </CardContent>
    </Card>
  );
}
