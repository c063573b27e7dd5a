import { useEffect } from "react";
import { useParams } from "react-router";
import { useProject } from "@/features/projects/api/get-project";
import { ReportPage } from "@/features/workspace/components/report-page";
import { RunReportLink } from "@/features/eval/components/run-report-link";
import { setSelectedProject, useSelectedProject } from "@/lib/selected-project";

/** /projects/{projectId}/reports/{reportId}: a report's own page, shareable and bookmarkable. */
export default function ProjectReportRoute() {
  const { projectId = "", reportId = "" } = useParams();
  const project = useProject(projectId);
  const selected = useSelectedProject();

  // Opening a link to a project's report makes that project the selected one, so that the
  // workspace and the agents that the page leads to work on the same project.
  useEffect(() => {
    if (project.data && selected?.id !== project.data.id) setSelectedProject(project.data);
  }, [project.data, selected?.id]);

  return (
    <ReportPage
      projectId={projectId}
      reportId={Number(reportId)}
      projectName={project.data?.projectName}
      renderReportLinks={(report) => <RunReportLink report={report} />}
    />
  );
}
