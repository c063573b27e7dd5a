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
import { comparableReviews } from "../utils/compare-reviews";
import { reportNumbers, reportOptionLabel } from "../utils/report-display";

/**
 * 'Compare with…' beside an Instructions Review: each other finished review of the project, opening
 * the comparison with the older of the two as 'before'. Nothing when there is no other review.
 */
export function CompareWithMenu({ report, reports }: { report: Report; reports: readonly Report[] }) {
  const reviews = comparableReviews(reports);
  const others = reviews.filter((review) => review.id !== report.id);
  if (report.agent !== "instructions-review" || report.status !== "done" || others.length === 0) return null;
  const numbers = reportNumbers(reports);
  const isOlder = (review: Report) => reviews.indexOf(review) > reviews.indexOf(report);
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
        <DropdownMenuLabel>Another review of this project</DropdownMenuLabel>
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
