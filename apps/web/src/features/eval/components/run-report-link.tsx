import type { AgentId } from "@aesop/shared/agents";
import type { Report } from "@aesop/shared/contracts/reports";
import { GaugeIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { evalRunPath } from "@/config/paths";
import { useEvalRuns } from "../api/get-eval-runs";
import { runLabel } from "../utils/run-display";

const EVAL: AgentId = "eval";

/** On an evaluation run's summary report: the way to the run's own page (charts, transcripts, exports). */
export function RunReportLink({ report }: { report: Report }) {
  if (report.agent !== EVAL) return null;
  return <RunLink projectId={report.projectId} reportId={report.id} />;
}

function RunLink({ projectId, reportId }: { projectId: string; reportId: number }) {
  const runs = useEvalRuns(projectId);
  const run = runs.data?.runs.find((item) => item.reportId === reportId);
  if (!run) return null;
  return (
    <Link to={evalRunPath(projectId, run.id)} className={buttonVariants({ variant: "outline", size: "sm" })}>
      <GaugeIcon aria-hidden="true" /> Open {runLabel(run)}
    </Link>
  );
}
