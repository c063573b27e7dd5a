import type { Report } from "@aesop/shared/contracts/reports";
import { PlayIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { agentRunPath } from "@/config/paths";

/**
 * Beside a run agent's summary report: the way to the run's own page, read from the report
 * (`details.run`, decision 0093), so that a new run agent needs no link of its own.
 */
export function AgentRunLink({ report }: { report: Report }) {
  const run = report.details.run;
  if (!run) return null;
  return (
    <Link
      to={agentRunPath(report.projectId, report.agent, run.id)}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <PlayIcon aria-hidden="true" /> Open Run #{run.number}
    </Link>
  );
}
