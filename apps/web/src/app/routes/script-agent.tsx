import { PageLoading } from "@/components/layouts/page-loading";
import { paths } from "@/config/paths";
import { useSelectedProject } from "@/lib/selected-project";
import { agentPageGuard } from "@/features/agents/components/agent-page-notice";
import { AgentPageShell } from "@/features/agents/components/agent-page-shell";
import { useMe } from "@/features/session/api/get-me";
import { GenerateScriptForm } from "@/features/test-scripts/components/generate-script-form";
import { ImportScriptForm } from "@/features/test-scripts/components/import-script-form";
import { ProjectScripts } from "@/features/test-scripts/components/project-scripts";
import { RubricEditor } from "@/features/test-scripts/components/rubric-editor";
import { useProjectReports } from "@/features/workspace/api/get-project-reports";
import { ReportStatusBadge } from "@/features/workspace/components/report-status-badge";

export default function ScriptAgentPage() {
  const me = useMe();
  const project = useSelectedProject();
  const back = { to: paths.workspace, label: "Back to Workspace" };

  if (me.isPending) return <AgentPageShell agent="script-generation" back={back} notice={<PageLoading />} />;
  const notice = agentPageGuard(
    { signedIn: Boolean(me.data), hasProject: Boolean(project) },
    {
      signedOut: "Please log in to access the Script Generation Agent.",
      noProject: "Please select a project to use the Script Generation Agent.",
    },
  );
  return (
    <AgentPageShell
      agent="script-generation"
      back={back}
      notice={notice}
      header={
        project
          ? {
              projectName: project.projectName,
              extra: (
                <p className="max-w-prose text-sm text-muted-foreground">
                  Ready-to-run test scripts built from your instructions, your reports and a safety rubric. Edit them
                  here, keep every version, and take them to promptfoo or Inspect.
                </p>
              ),
            }
          : undefined
      }
    >
      {project && <ScriptAgentWorkspace key={project.id} projectId={project.id} />}
    </AgentPageShell>
  );
}

function ScriptAgentWorkspace({ projectId }: { projectId: string }) {
  const reports = useProjectReports(projectId);
  const scripts = (reports.data?.reports ?? []).filter((report) => report.agent === "script-generation");
  return (
    <div className="grid gap-6">
      <GenerateScriptForm projectId={projectId} />
      <RubricEditor projectId={projectId} />
      {reports.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading test scripts...
        </p>
      ) : (
        <ProjectScripts
          scripts={scripts}
          statusBadge={(report) => <ReportStatusBadge status={report.status} />}
          importForm={<ImportScriptForm projectId={projectId} />}
        />
      )}
    </div>
  );
}
