import { agentEntry } from "@aesop/shared/agents";
import { ProjectAgentPage } from "../project-agent-page";
import { testScriptChoices } from "../test-script-choices";
import { CaveSessionList } from "@/features/cave-of-shadows/components/cave-session-list";
import { StartSessionForm } from "@/features/cave-of-shadows/components/start-session-form";
import { useEvalTargets } from "@/features/eval/api/get-eval-targets";
import { useProjectReports } from "@/features/workspace/api/get-project-reports";
import { paths } from "@/config/paths";

const evalAgentRoute = agentEntry("eval").route ?? paths.workspace;

/** The Cave of Shadows: start a session, and the project's sessions, each opening its live grid. */
export default function CaveOfShadowsPage() {
  return (
    <ProjectAgentPage
      agent="cave-of-shadows"
      width="wide"
      intro="A live sandbox in which an evaluator agent and your deployed assistant act out dialogues, each turn checked and scored as it arrives."
    >
      {(projectId) => <CaveWorkspace projectId={projectId} />}
    </ProjectAgentPage>
  );
}

function CaveWorkspace({ projectId }: { projectId: string }) {
  const targets = useEvalTargets(projectId);
  const reports = useProjectReports(projectId);
  return (
    <div className="grid gap-6">
      <StartSessionForm
        key={projectId}
        projectId={projectId}
        targets={targets.data?.targets ?? []}
        scripts={testScriptChoices(reports.data?.reports ?? [])}
        evalAgentPath={evalAgentRoute}
      />
      <CaveSessionList projectId={projectId} />
    </div>
  );
}
