import { useParams, useSearchParams } from "react-router";
import { ReviewComparison } from "@/features/workspace/components/review-comparison";
import { useSelectedProject } from "@/lib/selected-project";

const reportId = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** /projects/{projectId}/reports/compare?base={id}&head={id}: two Instructions Reviews side by side. */
export default function ReportComparisonRoute() {
  const { projectId = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  // The project scope has selected the URL's project (and shown a 404 for someone else's).
  const project = useSelectedProject();
  return (
    <ReviewComparison
      projectId={projectId}
      projectName={project?.projectName}
      baseId={reportId(search.get("base"))}
      headId={reportId(search.get("head"))}
      onChange={({ base, head }) => setSearch({ base: String(base), head: String(head) })}
    />
  );
}
