import { useEffect } from "react";
import { Outlet, useParams } from "react-router";
import { NotFound } from "@/components/errors/not-found";
import { PageLoading } from "@/components/layouts/page-loading";
import { Button } from "@/components/ui/button";
import { isProjectNotFound, useProject } from "@/features/projects/api/get-project";
import { setSelectedProject, useSelectedProject } from "@/lib/selected-project";

/**
 * The pages under /projects/{projectId}: opening one selects that project, so that a shared or
 * bookmarked link shows the same project as the selected-project pages (/workspace, the agents)
 * and everything the page leads to. The page renders once the selection is the URL's project, so
 * it never shows the previously selected one first. A project that is not the user's (the API
 * answers 404 for both a missing and someone else's project) is the app's 404 page.
 */
export function ProjectScope() {
  const { projectId = "" } = useParams();
  const project = useProject(projectId);
  const selected = useSelectedProject();
  const loaded = project.data;

  useEffect(() => {
    if (loaded && (selected?.id !== loaded.id || selected.projectName !== loaded.projectName))
      setSelectedProject(loaded);
  }, [loaded, selected?.id, selected?.projectName]);

  if (isProjectNotFound(project.error)) return <NotFound />;
  if (project.isError)
    return (
      <div role="alert" className="mx-auto grid w-full max-w-3xl justify-items-start gap-3 px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight">The project could not be loaded</h1>
        <p className="text-muted-foreground">Check your connection and try again.</p>
        <Button type="button" variant="outline" onClick={() => void project.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (!loaded || selected?.id !== loaded.id) return <PageLoading />;
  return <Outlet />;
}
