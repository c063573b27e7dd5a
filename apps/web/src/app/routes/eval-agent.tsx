import { ProjectAgentPage } from "../project-agent-page";
import { testScriptChoices } from "../test-script-choices";
import { EvalWorkspace } from "@/features/eval/components/eval-workspace";
import { useProjectReports } from "@/features/workspace/api/get-project-reports";
import { reportNames } from "@/features/workspace/utils/report-display";

export default function EvalAgentPage() {
  return (
    <ProjectAgentPage
      agent="eval"
      width="wide"
      intro="Runs your test scripts against the assistant under test, turn by turn, and judges every reply for performance and alignment with your safety rubric."
    >
      {(projectId) => <EvalAgentWorkspace projectId={projectId} />}
    </ProjectAgentPage>
  );
}

function EvalAgentWorkspace({ projectId }: { projectId: string }) {
  const reports = useProjectReports(projectId);
  const done = (reports.data?.reports ?? []).filter((report) => report.status === "done");
  const scripts = testScriptChoices(done);
  // 'Instructions Review #2': numbered per project and kind, as everywhere else, not by report id.
  const names = reportNames(reports.data?.reports ?? []);
  const instructions = done
    .filter((report) => report.agent === "instructions-review")
    .map((report) => ({ reportId: report.id, label: names.name(report) }));
  return <EvalWorkspace projectId={projectId} scripts={scripts} instructions={instructions} />;
}
