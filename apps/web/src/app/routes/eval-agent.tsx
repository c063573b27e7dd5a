import { PageLoading } from "@/components/layouts/page-loading";
import { paths } from "@/config/paths";
import { useSelectedProject } from "@/lib/selected-project";
import { agentPageGuard } from "@/features/agents/components/agent-page-notice";
import { AgentPageShell } from "@/features/agents/components/agent-page-shell";
import { EvalWorkspace } from "@/features/eval/components/eval-workspace";
import { useMe } from "@/features/session/api/get-me";
import { useProjectReports } from "@/features/workspace/api/get-project-reports";

export default function EvalAgentPage() {
  const me = useMe();
  const project = useSelectedProject();
  const back = { to: paths.workspace, label: "Back to Workspace" };

  if (me.isPending) return <AgentPageShell agent="eval" back={back} notice={<PageLoading />} />;
  const notice = agentPageGuard(
    { signedIn: Boolean(me.data), hasProject: Boolean(project) },
    {
      signedOut: "Please log in to access the Eval Agent.",
      noProject: "Please select a project to use the Eval Agent.",
    },
  );
  return (
    <AgentPageShell
      agent="eval"
      back={back}
      notice={notice}
      width="wide"
      header={
        project
          ? {
              projectName: project.projectName,
              extra: (
                <p className="max-w-prose text-sm text-muted-foreground">
                  Runs your test scripts against the assistant under test, turn by turn, and judges every reply for
                  performance and alignment with your safety rubric.
                </p>
              ),
            }
          : undefined
      }
    >
      {project && <EvalAgentWorkspace key={project.id} projectId={project.id} />}
    </AgentPageShell>
  );
}

function EvalAgentWorkspace({ projectId }: { projectId: string }) {
  const reports = useProjectReports(projectId);
  const done = (reports.data?.reports ?? []).filter((report) => report.status === "done");
  const scripts = done
    .filter((report) => report.agent === "script-generation" && report.details.testScript)
    .map((report) => ({ reportId: report.id, name: report.details.testScript?.name ?? report.title }));
  const instructions = done
    .filter((report) => report.agent === "instructions-review")
    .map((report) => ({ reportId: report.id, label: `Instructions Review #${report.id}` }));
  return <EvalWorkspace projectId={projectId} scripts={scripts} instructions={instructions} />;
}
