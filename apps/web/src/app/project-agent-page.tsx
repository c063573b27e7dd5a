import { agentEntry, type RuntimeAgent } from "@aesop/shared/agents";
import { Fragment, type ReactNode } from "react";
import { PageLoading } from "@/components/layouts/page-loading";
import { paths } from "@/config/paths";
import { useSelectedProject } from "@/lib/selected-project";
import { useMe } from "@/features/session/api/get-me";
import { agentPageGuard } from "@/features/agents/components/agent-page-notice";
import { AgentPageShell, type AgentPageShellProps } from "@/features/agents/components/agent-page-shell";

export interface ProjectAgentPageProps {
  agent: RuntimeAgent;
  width?: AgentPageShellProps["width"];
  /** What the agent does, under the project line. */
  intro: ReactNode;
  /** The agent's content for the selected project (remounted when the project changes). */
  children: (projectId: string) => ReactNode;
}

/**
 * An agent page that works on the selected project: loading while the session is read, the
 * spec's notices when signed out or without a project, else the header and the agent's content.
 */
export function ProjectAgentPage({ agent, width, intro, children }: ProjectAgentPageProps) {
  const me = useMe();
  const project = useSelectedProject();
  const back = { to: paths.workspace, label: "Back to Workspace" };
  const { name } = agentEntry(agent);

  if (me.isPending) return <AgentPageShell agent={agent} width={width} back={back} notice={<PageLoading />} />;
  const notice = agentPageGuard(
    { signedIn: Boolean(me.data), hasProject: Boolean(project) },
    { signedOut: `Please log in to access the ${name}.`, noProject: `Please select a project to use the ${name}.` },
  );
  return (
    <AgentPageShell
      agent={agent}
      width={width}
      back={back}
      notice={notice}
      header={
        project
          ? {
              projectName: project.projectName,
              extra: <p className="max-w-prose text-sm text-muted-foreground">{intro}</p>,
            }
          : undefined
      }
    >
      {project && <Fragment key={project.id}>{children(project.id)}</Fragment>}
    </AgentPageShell>
  );
}
