import { useId, useState } from "react";
import { Link } from "react-router";
import { reportSectionOf } from "@aesop/shared/agents";
import type { Report, ReportAgent } from "@aesop/shared/contracts/reports";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import {
  chosenReport,
  reportAgentLaunch,
  reportNumbers,
  reportOptionLabel,
  reportSectionTitle,
} from "../utils/report-display";
import { useWorkspaceAgent } from "../hooks/use-workspace-agents";
import { CompareWithMenu } from "./compare-with-menu";
import { ReportDetails } from "./report-details";

export interface ReportSectionProps {
  agent: ReportAgent;
  /** The section's reports, newest first. */
  reports: readonly Report[];
  /** True while the reports are loading (the count is not known yet). */
  loading?: boolean;
}

/**
 * 'Instructions Reports (n)' and the like: a 'Select Report' dropdown (newest first and chosen by
 * default) and the chosen report, or a way to launch the agent when there is none.
 */
export function ReportSection({ agent, reports, loading = false }: ReportSectionProps) {
  // What the agent adds to its reports: links, actions under a draft (the app's agent registry).
  const { renderDraftActions, renderReportLinks } = useWorkspaceAgent(agent);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const headingId = useId();
  const selectId = useId();
  const report = chosenReport(reports, chosenId);
  // 'Instructions Review #3': numbered within the project and type, not by the global id.
  const numbers = reportNumbers(reports);
  const launch = reportAgentLaunch(agent);

  return (
    <Card aria-labelledby={headingId} aria-busy={loading || undefined} data-agent={agent} className="min-w-0">
      <CardHeader>
        <h3 id={headingId} className="text-lg leading-snug font-semibold">
          {loading ? reportSectionOf(agent).title : reportSectionTitle(agent, reports.length)}
        </h3>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        {loading ? (
          <div role="status" aria-label="Loading reports" className="grid gap-3">
            <Skeleton className="h-9 w-full sm:w-72" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : report ? (
          <>
            <div className="flex min-w-0 flex-wrap items-end gap-3">
              <div className="grid min-w-0 flex-1 gap-2 sm:max-w-sm">
                <Label htmlFor={selectId}>Select Report</Label>
                <Select value={String(report.id)} onValueChange={(value) => setChosenId(Number(value))}>
                  <SelectTrigger id={selectId}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {reports.map((item) => (
                      <SelectItem key={item.id} value={String(item.id)}>
                        {reportOptionLabel(item, numbers.get(item.id))}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              <CompareWithMenu report={report} reports={reports} />
            </div>
            <ReportDetails
              key={report.id}
              report={report}
              renderDraftActions={renderDraftActions}
              renderReportLinks={renderReportLinks}
            />
          </>
        ) : (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm text-muted-foreground">{reportSectionOf(agent).emptyText}</p>
            <Button asChild variant="outline" size="sm" className="max-w-full">
              <Link to={launch.route}>
                <span className="truncate">Launch {launch.name}</span>
              </Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
