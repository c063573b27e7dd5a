import { agentEntry } from "@aesop/shared/agents";
import { useEffect } from "react";
import { useParams } from "react-router";
import { useProject } from "@/features/projects/api/get-project";
import { MatrixPage } from "@/features/eval/components/matrix-page";
import { paths } from "@/config/paths";
import { setSelectedProject, useSelectedProject } from "@/lib/selected-project";

const evalAgentRoute = agentEntry("eval").route ?? paths.workspace;

/** /projects/{projectId}/eval-matrices/{matrixId}: one script on several targets, side by side. */
export default function EvalMatrixRoute() {
  const { projectId = "", matrixId = "" } = useParams();
  const project = useProject(projectId);
  const selected = useSelectedProject();

  useEffect(() => {
    if (project.data && selected?.id !== project.data.id) setSelectedProject(project.data);
  }, [project.data, selected?.id]);

  return <MatrixPage projectId={projectId} matrixId={matrixId} backTo={evalAgentRoute} />;
}
