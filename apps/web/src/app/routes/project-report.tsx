import { useParams } from "react-router";
import { useSelectedProject } from "@/lib/selected-project";
import { ReportPage } from "@/features/workspace/components/report-page";
import { RunReportLink } from "@/features/eval/components/run-report-link";
import { SessionReportLink } from "@/features/cave-of-shadows/components/session-report-link";

/** /projects/{projectId}/reports/{reportId}: a report's own page, shareable and bookmarkable. */
export default function ProjectReportRoute() {
  const { projectId = "", reportId = "" } = useParams();
  // The project scope has selected the URL's project (and shown a 404 for someone else's).
  const project = useSelectedProject();
  return (
    <ReportPage
      projectId={projectId}
      reportId={Number(reportId)}
      projectName={project?.projectName}
      renderReportLinks={(report) => (
        <>
          <RunReportLink report={report} />
          <SessionReportLink report={report} />
        </>
      )}
    />
  );
}
