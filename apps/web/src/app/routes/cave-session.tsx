import { agentEntry } from "@aesop/shared/agents";
import { useEffect } from "react";
import { useParams } from "react-router";
import { SessionPage } from "@/features/cave-of-shadows/components/session-page";
import { useProject } from "@/features/projects/api/get-project";
import { useProjectReports } from "@/features/workspace/api/get-project-reports";
import { paths } from "@/config/paths";
import { setSelectedProject, useSelectedProject } from "@/lib/selected-project";
import { testScriptChoices } from "../test-script-choices";

const caveRoute = agentEntry("cave-of-shadows").route ?? paths.workspace;

/** /projects/{projectId}/cave-sessions/{sessionId}: a session's dialogues, live, shareable. */
export default function CaveSessionRoute() {
  const { projectId = "", sessionId = "" } = useParams();
  const project = useProject(projectId);
  const reports = useProjectReports(projectId);
  const selected = useSelectedProject();

  // As on a run's page: the session's project becomes the selected one, so the way back leads to it.
  useEffect(() => {
    if (project.data && selected?.id !== project.data.id) setSelectedProject(project.data);
  }, [project.data, selected?.id]);

  return (
    <SessionPage
      projectId={projectId}
      sessionId={sessionId}
      projectName={project.data?.projectName}
      scripts={testScriptChoices(reports.data?.reports ?? [])}
      backTo={caveRoute}
    />
  );
}
