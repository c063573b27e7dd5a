import { ChevronDownIcon, GitCompareArrowsIcon } from "lucide-react";
import { Link } from "react-router";
import type { Report } from "@aesop/shared/contracts/reports";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { reportComparisonPath } from "@/config/paths";
import { useWorkspaceAgent } from "../hooks/use-workspace-agents";
import { comparableReports, reportNumbers, reportOptionLabel } from "../utils/report-display";

/**
 * 'Compare with…' beside a finished report of an agent that compares its reports (the Instructions
 * Review): each other finished report of the agent in the project, opening the comparison with the
 * older of the two as 'before'. Nothing when there is no other one.
 */
export function CompareWithMenu({ report, reports }: { report: Report; reports: readonly Report[] }) {
  const { comparison } = useWorkspaceAgent(report.agent);
  const comparable = comparableReports(reports, report.agent);
  const others = comparable.filter((other) => other.id !== report.id);
  if (!comparison || report.status !== "done" || others.length === 0) return null;
  const numbers = reportNumbers(reports);
  const isOlder = (other: Report) => comparable.indexOf(other) > comparable.indexOf(report);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <GitCompareArrowsIcon aria-hidden="true" />
          Compare with…
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel>{comparison.menuLabel}</DropdownMenuLabel>
        {others.map((other) => (
          <DropdownMenuItem key={other.id} asChild>
            <Link
              to={
                isOlder(other)
                  ? reportComparisonPath(report.projectId, other.id, report.id)
                  : reportComparisonPath(report.projectId, report.id, other.id)
              }
            >
              {reportOptionLabel(other, numbers.get(other.id))}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
