import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { isProjectNotFound, useProject } from "@/features/projects/api/get-project";
import { useProjects } from "@/features/projects/api/get-projects";
import { CreateProjectForm } from "@/features/projects/components/create-project-form";
import { ProjectActions } from "@/features/projects/components/project-actions";
import { ProjectListWithStatus } from "@/features/projects/components/project-list";
import { useProjectsLoadErrorToast } from "@/features/projects/hooks/use-projects-load-error-toast";
import { WorkspaceView } from "@/features/workspace/components/workspace-view";
import { setSelectedProject, useSelectedProject, type SelectedProject } from "@/lib/selected-project";
import { AgentRegistryProvider } from "../agents/agent-registry";

/** A project handed over in navigation state: `navigate('/workspace', { state: { project } })`. */
function projectFromState(state: unknown): SelectedProject | null {
  if (typeof state !== "object" || state === null || !("project" in state)) return null;
  const { project } = state;
  if (typeof project !== "object" || project === null) return null;
  if (!("id" in project) || typeof project.id !== "string" || !project.id) return null;
  if (!("projectName" in project) || typeof project.projectName !== "string") return null;
  return { id: project.id, projectName: project.projectName };
}

export default function WorkspacePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const selected = useSelectedProject();
  const handedOver = projectFromState(location.state);

  // Select a project handed over in navigation state, then drop the state so that a reload or a
  // later choice is not overridden by it.
  useEffect(() => {
    const project = projectFromState(location.state);
    if (!project) return;
    setSelectedProject(project);
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate]);

  const current = handedOver ?? selected;
  if (!current) return <SelectAProject />;
  return <SelectedWorkspace key={current.id} selected={current} />;
}

function SelectedWorkspace({ selected }: { selected: SelectedProject }) {
  const projectQuery = useProject(selected.id);
  const project = projectQuery.data;
  const missing = isProjectNotFound(projectQuery.error);

  useEffect(() => {
    // Deleted (here, in another tab or on another device): nothing to show, choose again.
    if (missing) setSelectedProject(null);
  }, [missing]);

  useEffect(() => {
    // Renamed elsewhere: keep the saved selection (and the sidebar) in step.
    if (project && project.projectName !== selected.projectName) setSelectedProject(project);
  }, [project, selected.projectName]);

  return (
    <AgentRegistryProvider>
      <WorkspaceView project={project ?? selected} actions={<ProjectActions project={project ?? selected} />} />
    </AgentRegistryProvider>
  );
}

function SelectAProject() {
  const projectsQuery = useProjects();
  useProjectsLoadErrorToast(projectsQuery.error);
  const projects = projectsQuery.data?.projects ?? [];

  return (
    <div className="mx-auto grid w-full max-w-3xl min-w-0 grid-cols-1 gap-6 px-4 py-8 sm:px-6">
      <title>Workspace · AESOP</title>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Select a Project</h1>
        <p className="text-muted-foreground">Choose a project to open its workspace, or create a new one.</p>
      </div>
      <Card className="min-w-0">
        <CardHeader>
          <h2 className="leading-snug font-semibold">Your projects</h2>
        </CardHeader>
        <CardContent>
          <ProjectListWithStatus
            query={projectsQuery}
            onSelect={setSelectedProject}
            emptyText="You have no projects yet. Create your first one below."
          />
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <h2 className="leading-snug font-semibold">Create a new project</h2>
          <CardDescription>The new project becomes your selected project.</CardDescription>
        </CardHeader>
        <CardContent>
          <CreateProjectForm projects={projects} />
        </CardContent>
      </Card>
    </div>
  );
}
