import { useParams } from "react-router";
import { useSelectedProject } from "@/lib/selected-project";
import { ReportPage } from "@/features/workspace/components/report-page";
import { AgentRegistryProvider } from "../agents/agent-registry";

/** /projects/{projectId}/reports/{reportId}: a report's own page, shareable and bookmarkable. */
export default function ProjectReportRoute() {
  const { projectId = "", reportId = "" } = useParams();
  // The project scope has selected the URL's project (and shown a 404 for someone else's).
  const project = useSelectedProject();
  return (
    <AgentRegistryProvider>
      <ReportPage projectId={projectId} reportId={Number(reportId)} projectName={project?.projectName} />
    </AgentRegistryProvider>
  );
}
