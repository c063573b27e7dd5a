import { Suspense } from "react";
import { useParams, useSearchParams } from "react-router";
import { NotFound } from "@/components/errors/not-found";
import { PageLoading } from "@/components/layouts/page-loading";
import { useProjectReports } from "@/features/workspace/api/get-project-reports";
import { reportNames } from "@/features/workspace/utils/report-display";
import { useSelectedProject } from "@/lib/selected-project";
import { comparisonFor } from "../agents/agent-registry";

const reportId = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * /projects/{projectId}/reports/compare?base={id}&head={id}: two reports of an agent side by side
 * (two Instructions Reviews), on the comparison page the agent registry gives that agent.
 */
export default function ReportComparisonRoute() {
  const { projectId = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  // The project scope has selected the URL's project (and shown a 404 for someone else's).
  const project = useSelectedProject();
  const reportsQuery = useProjectReports(projectId);
  const reports = reportsQuery.isPending ? undefined : (reportsQuery.data?.reports ?? []);
  const baseId = reportId(search.get("base"));
  const headId = reportId(search.get("head"));
  const renderComparison = comparisonFor(reports, headId ?? baseId);
  if (!renderComparison) return <NotFound />;
  return (
    <Suspense fallback={<PageLoading />}>
      {renderComparison({
        projectId,
        projectName: project?.projectName,
        reports,
        names: reportNames(reports ?? []),
        baseId,
        headId,
        onChange: ({ base, head }) => setSearch({ base: String(base), head: String(head) }),
      })}
    </Suspense>
  );
}
