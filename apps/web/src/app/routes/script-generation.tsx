import { ProjectAgentPage } from "../project-agent-page";
import { GenerateScriptForm } from "@/features/script-generation/components/generate-script-form";
import { ImportScriptForm } from "@/features/script-generation/components/import-script-form";
import { ProjectScripts } from "@/features/script-generation/components/project-scripts";
import { RubricEditor } from "@/features/script-generation/components/rubric-editor";
import { useProjectReports } from "@/features/workspace/api/get-project-reports";
import { ReportStatusBadge } from "@/features/workspace/components/report-status-badge";

export default function ScriptGenerationPage() {
  return (
    <ProjectAgentPage
      agent="script-generation"
      intro="Ready-to-run test scripts built from your instructions, your reports and a safety rubric. Edit them here, keep every version, and take them to promptfoo or Inspect."
    >
      {(projectId) => <ScriptGenerationWorkspace projectId={projectId} />}
    </ProjectAgentPage>
  );
}

function ScriptGenerationWorkspace({ projectId }: { projectId: string }) {
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
