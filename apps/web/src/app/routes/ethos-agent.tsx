import { Loader2Icon } from "lucide-react";
import { PageLoading } from "@/components/layouts/page-loading";
import { paths } from "@/config/paths";
import { useSelectedProject } from "@/lib/selected-project";
import { agentPageGuard } from "@/features/agents/components/agent-page-notice";
import { AgentPageShell } from "@/features/agents/components/agent-page-shell";
import { useEthosContext } from "@/features/ethos/api/get-ethos-context";
import { EthosForm } from "@/features/ethos/components/ethos-form";
import { useMe } from "@/features/session/api/get-me";

export default function EthosAgentPage() {
  const me = useMe();
  const project = useSelectedProject();
  const back = { to: paths.workspace, label: "Back to Workspace" };

  if (me.isPending) return <AgentPageShell agent="ethos" back={back} notice={<PageLoading />} />;
  const notice = agentPageGuard(
    { signedIn: Boolean(me.data), hasProject: Boolean(project) },
    {
      signedOut: "Please log in to access the Ethos Agent.",
      noProject: "Please select a project to use the Ethos Agent.",
    },
  );
  return (
    <AgentPageShell
      agent="ethos"
      back={back}
      notice={notice}
      header={
        project
          ? {
              projectName: project.projectName,
              extra: (
                <p className="max-w-prose text-sm text-muted-foreground">
                  A humanities-informed review of your assistant's societal and ethical implications: who it affects,
                  four ethical lenses, known failure patterns, a regulatory orientation, a risk register and the tests
                  to run.
                </p>
              ),
            }
          : undefined
      }
    >
      {project && <EthosContextForm key={project.id} projectId={project.id} />}
    </AgentPageShell>
  );
}

function EthosContextForm({ projectId }: { projectId: string }) {
  const context = useEthosContext(projectId);
  if (context.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
        Loading project context...
      </p>
    );
  }
  if (!context.data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The project context could not be loaded. Reload the page to try again.
      </p>
    );
  }
  return <EthosForm projectId={projectId} context={context.data} />;
}
