import { agentEntry } from "@aesop/shared/agents";
import { useEffect } from "react";
import { useParams } from "react-router";
import { paths } from "@/config/paths";
import { JudgeAgreementPage } from "@/features/eval/components/judge-agreement-page";
import { useProject } from "@/features/projects/api/get-project";
import { setSelectedProject, useSelectedProject } from "@/lib/selected-project";

const evalAgentRoute = agentEntry("eval").route ?? paths.workspace;

/** /projects/{projectId}/judge-agreement: how often the judge agreed with the builder's verdicts. */
export default function JudgeAgreementRoute() {
  const { projectId = "" } = useParams();
  const project = useProject(projectId);
  const selected = useSelectedProject();

  useEffect(() => {
    if (project.data && selected?.id !== project.data.id) setSelectedProject(project.data);
  }, [project.data, selected?.id]);

  return <JudgeAgreementPage projectId={projectId} projectName={project.data?.projectName} backTo={evalAgentRoute} />;
}
