import { PageLoading } from "@/components/layouts/page-loading";
import { paths } from "@/config/paths";
import { useSelectedProject } from "@/lib/selected-project";
import { agentPageGuard } from "@/features/agents/components/agent-page-notice";
import { AgentPageShell } from "@/features/agents/components/agent-page-shell";
import { useMe } from "@/features/session/api/get-me";

/**
 * The Eval Agent's page: a shell until the web work on targets, runs and results lands (that
 * branch replaces this file); the server side is at /api/projects/{id}/eval-targets and eval-runs.
 */
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
      header={project ? { projectName: project.projectName } : undefined}
    />
  );
}
