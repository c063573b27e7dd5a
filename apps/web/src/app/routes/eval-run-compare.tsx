import { agentEntry } from "@aesop/shared/agents";
import { useEffect } from "react";
import { useParams, useSearchParams } from "react-router";
import { useProject } from "@/features/projects/api/get-project";
import { RunComparisonPage } from "@/features/eval/components/run-comparison";
import { paths } from "@/config/paths";
import { setSelectedProject, useSelectedProject } from "@/lib/selected-project";

const evalAgentRoute = agentEntry("eval").route ?? paths.workspace;

/** /projects/{projectId}/eval-runs/compare?base=&head=&show=: two runs side by side, the choice and the filter kept in the URL. */
export default function EvalRunCompareRoute() {
  const { projectId = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const project = useProject(projectId);
  const selected = useSelectedProject();

  useEffect(() => {
    if (project.data && selected?.id !== project.data.id) setSelectedProject(project.data);
  }, [project.data, selected?.id]);

  return (
    <RunComparisonPage
      projectId={projectId}
      base={search.get("base") || undefined}
      head={search.get("head") || undefined}
      show={search.get("show") || undefined}
      onChange={({ base, head }) => {
        const next = new URLSearchParams(search);
        for (const [key, value] of Object.entries({ base, head })) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        setSearch(next, { replace: true });
      }}
      onShowChange={(show) => {
        const next = new URLSearchParams(search);
        if (show === "all") next.delete("show");
        else next.set("show", show);
        setSearch(next, { replace: true });
      }}
      backTo={evalAgentRoute}
    />
  );
}
