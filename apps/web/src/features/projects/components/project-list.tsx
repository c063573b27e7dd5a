import { CheckIcon, FolderIcon } from "lucide-react";
import type { Project } from "@aesop/shared/contracts/projects";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format-date";

export interface ProjectListProps {
  projects: readonly Project[];
  /** Called with the project the user clicked. */
  onSelect: (project: Project) => void;
  /** Marks the currently selected project. */
  selectedId?: string | undefined;
  /** Shown when there are no projects. */
  emptyText?: string;
  className?: string;
}

/** The user's projects as a list of buttons; a click picks one. Long names are truncated. */
export function ProjectList({
  projects,
  onSelect,
  selectedId,
  emptyText = "You have no projects yet.",
  className,
}: ProjectListProps) {
  if (projects.length === 0) return <p className={cn("text-sm text-muted-foreground", className)}>{emptyText}</p>;
  return (
    <ul aria-label="Your projects" className={cn("grid grid-cols-1 gap-2", className)}>
      {projects.map((project) => {
        const selected = project.id === selectedId;
        const created = formatDate(project.createdAt);
        return (
          <li key={project.id} className="min-w-0">
            <button
              type="button"
              aria-current={selected ? "true" : undefined}
              onClick={() => onSelect(project)}
              className={cn(
                "flex w-full min-w-0 items-center gap-3 rounded-lg border bg-card px-3 py-2.5 text-left text-sm transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60",
                selected && "border-primary/60 bg-accent/60",
              )}
            >
              <FolderIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium" title={project.projectName}>
                  {project.projectName}
                </span>
                {created && <span className="block text-xs text-muted-foreground">Created {created}</span>}
              </span>
              {selected && (
                <>
                  <CheckIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="sr-only">(selected)</span>
                </>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The list with its loading and failure states, for pages that show the user's projects. */
export function ProjectListWithStatus({
  query,
  ...listProps
}: Omit<ProjectListProps, "projects"> & {
  query: { isPending: boolean; isError: boolean; data?: { projects: Project[] } | undefined };
}) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading projects" className="grid gap-2">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return <p className="text-sm text-muted-foreground">Your projects could not be loaded just now.</p>;
  }
  return <ProjectList projects={query.data.projects} {...listProps} />;
}
