import { agentEntry } from "@aesop/shared/agents";
import { useEffect } from "react";
import { useParams } from "react-router";
import { ProjectHistoryPage } from "@/features/eval/components/project-history";
import { useProject } from "@/features/projects/api/get-project";
import { paths } from "@/config/paths";
import { setSelectedProject, useSelectedProject } from "@/lib/selected-project";

const evalAgentRoute = agentEntry("eval").route ?? paths.workspace;

/** /projects/{projectId}/history: the fix loop as a timeline, shareable with an auditor. */
export default function ProjectHistoryRoute() {
  const { projectId = "" } = useParams();
  const project = useProject(projectId);
  const selected = useSelectedProject();

  // As on a run's page: the project becomes the selected one, so the way back leads to it.
  useEffect(() => {
    if (project.data && selected?.id !== project.data.id) setSelectedProject(project.data);
  }, [project.data, selected?.id]);

  return <ProjectHistoryPage projectId={projectId} projectName={project.data?.projectName} backTo={evalAgentRoute} />;
}
