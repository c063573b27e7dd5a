import { agentEntry } from "@aesop/shared/agents";
import { useEffect } from "react";
import { useParams } from "react-router";
import { useProject } from "@/features/projects/api/get-project";
import { RunPage } from "@/features/eval/components/run-page";
import { paths } from "@/config/paths";
import { setSelectedProject, useSelectedProject } from "@/lib/selected-project";

const evalAgentRoute = agentEntry("eval").route ?? paths.workspace;

/** /projects/{projectId}/eval-runs/{runId}: a run's results, live while it runs, shareable. */
export default function EvalRunRoute() {
  const { projectId = "", runId = "" } = useParams();
  const project = useProject(projectId);
  const selected = useSelectedProject();

  // As on a report's page: the run's project becomes the selected one, so the way back leads to it.
  useEffect(() => {
    if (project.data && selected?.id !== project.data.id) setSelectedProject(project.data);
  }, [project.data, selected?.id]);

  return (
    <RunPage
      key={runId}
      projectId={projectId}
      runId={runId}
      projectName={project.data?.projectName}
      backTo={evalAgentRoute}
    />
  );
}
