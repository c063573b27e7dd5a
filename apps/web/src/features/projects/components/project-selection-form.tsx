import { ArrowRightIcon } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { notice } from "@/lib/notice";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { paths } from "@/config/paths";
import { setSelectedProject, useSelectedProject } from "@/lib/selected-project";
import { useProjects } from "../api/get-projects";
import { useProjectsLoadErrorToast } from "../hooks/use-projects-load-error-toast";
import { CreateProjectForm } from "./create-project-form";

type Mode = "select" | "create";

/**
 * The /project-form page: 'Project Selection'. With existing projects the user picks one or
 * creates a new one; without, the form goes straight to creating the first. Either way the project
 * becomes the selected project and the user lands on the workspace.
 */
export function ProjectSelectionForm() {
  const projectsQuery = useProjects();
  useProjectsLoadErrorToast(projectsQuery.error);
  const navigate = useNavigate();
  const current = useSelectedProject();
  const [mode, setMode] = useState<Mode>("select");
  const [chosenId, setChosenId] = useState<string>("");
  const selectId = useId();

  const projects = projectsQuery.data?.projects ?? [];
  const hasProjects = projects.length > 0;
  const activeMode: Mode = hasProjects ? mode : "create";
  // Preselect the current project when it is still in the list.
  const value = chosenId || (projects.some((project) => project.id === current?.id) ? (current?.id ?? "") : "");

  const openWorkspace = () => void navigate(paths.workspace);

  const continueWithChosen = () => {
    const project = projects.find((item) => item.id === value);
    if (!project) {
      notice.error("Please select a project");
      return;
    }
    setSelectedProject(project);
    openWorkspace();
  };

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:px-6 sm:py-12">
      <title>Project Selection · AESOP</title>
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Project Selection</h1>
          <CardDescription>
            {hasProjects
              ? "Choose the project to work on, or create a new one."
              : "Create your first project to start working with the agents."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {projectsQuery.isPending ? (
            <div role="status" aria-label="Loading projects" className="grid gap-3">
              <Skeleton className="h-9 w-56" />
              <Skeleton className="h-9 w-full" />
            </div>
          ) : (
            <>
              {hasProjects && (
                <ToggleGroup
                  type="single"
                  aria-label="Choose an option"
                  value={activeMode}
                  onValueChange={(next) => {
                    if (next === "select" || next === "create") setMode(next);
                  }}
                  className="w-full sm:w-fit"
                >
                  <ToggleGroupItem value="select">Select Existing</ToggleGroupItem>
                  <ToggleGroupItem value="create">Create New</ToggleGroupItem>
                </ToggleGroup>
              )}
              {activeMode === "select" ? (
                <form
                  noValidate
                  className="grid gap-4"
                  onSubmit={(event) => {
                    event.preventDefault();
                    continueWithChosen();
                  }}
                >
                  <div className="grid gap-2">
                    <Label htmlFor={selectId}>Project</Label>
                    <Select value={value} onValueChange={setChosenId}>
                      <SelectTrigger id={selectId}>
                        <SelectValue placeholder="Choose a project" />
                      </SelectTrigger>
                      <SelectContent>
                        {projects.map((project) => (
                          <SelectItem key={project.id} value={project.id}>
                            {project.projectName}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </div>
                  <div>
                    <Button type="submit">
                      Continue
                      <ArrowRightIcon aria-hidden="true" />
                    </Button>
                  </div>
                </form>
              ) : (
                <CreateProjectForm projects={projects} onCreated={openWorkspace} autoFocus={hasProjects} />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
