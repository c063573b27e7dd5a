import { ArrowRightIcon, FileTextIcon, LayoutDashboardIcon } from "lucide-react";
import { Link } from "react-router";
import { agentEntry } from "@aesop/shared/agents";
import { REPORT_AGENTS, type Report } from "@aesop/shared/contracts/reports";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths, projectReportPath } from "@/config/paths";
import { formatDate } from "@/lib/format-date";
import { useProjectReports } from "../api/get-project-reports";
import { useWorkspaceAgent, useWorkspaceAgents } from "../hooks/use-workspace-agents";
import { journeyOf, nextStep } from "../utils/next-step";
import { timeAgo } from "../utils/relative-time";
import { reportName, reportNumbers, reportsByAgent } from "../utils/report-display";
import { ReportStatusBadge } from "./report-status-badge";

const RECENT_ACTIVITY = 5;

/**
 * The builder's home for the selected project: what to do next, the latest report of each agent
 * with its score, and what happened lately. Every report links to its own page.
 */
export function ProjectHome({ project }: { project: { id: string; projectName: string } }) {
  const reportsQuery = useProjectReports(project.id);

  return (
    <section aria-labelledby="home-project-heading" data-slot="project-home" className="grid min-w-0 gap-4">
      <div className="flex min-w-0 flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Selected project</p>
          <h2
            id="home-project-heading"
            className="text-xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-2xl"
          >
            {project.projectName}
          </h2>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.workspace}>
            <LayoutDashboardIcon aria-hidden="true" />
            Open the workspace
          </Link>
        </Button>
      </div>
      {reportsQuery.isPending ? (
        <div role="status" aria-label="Loading reports" className="grid gap-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-40" />
        </div>
      ) : reportsQuery.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The reports of this project could not be loaded. Try again in a moment.
        </p>
      ) : (
        <ProjectHomeReports projectId={project.id} reports={reportsQuery.data.reports} />
      )}
    </section>
  );
}

function ProjectHomeReports({ projectId, reports }: { projectId: string; reports: Report[] }) {
  const step = nextStep(reports, journeyOf(useWorkspaceAgents()));
  const numbers = reportNumbers(reports);
  const latest = reportsByAgent(reports);
  const recent = [...reports]
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || b.id - a.id)
    .slice(0, RECENT_ACTIVITY);

  return (
    <>
      <Card
        data-slot="next-step"
        aria-labelledby="next-step-heading"
        className="min-w-0 border-primary/40 bg-primary/5"
      >
        <CardHeader>
          <h3 id="next-step-heading" className="text-sm font-semibold text-primary">
            Next step
          </h3>
          <p className="text-base">{step.text}</p>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={step.action.to}>
              {step.action.label}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </CardContent>
      </Card>

      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <Card aria-labelledby="latest-reports-heading" className="min-w-0">
          <CardHeader>
            <h3 id="latest-reports-heading" className="font-semibold">
              Latest reports
            </h3>
            <CardDescription>The newest report of each agent.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3" data-slot="latest-reports">
              {REPORT_AGENTS.map((agent) => {
                const report = latest[agent][0];
                return (
                  <li key={agent} className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <div className="min-w-0">
                      <p className="text-sm font-medium">{agentEntry(agent).name}</p>
                      {report ? (
                        <p className="text-sm text-muted-foreground">
                          <Link
                            to={projectReportPath(projectId, report.id)}
                            className="font-medium text-foreground underline underline-offset-2 hover:text-primary"
                          >
                            {reportName(agent, numbers.get(report.id))}
                          </Link>{" "}
                          · {formatDate(report.createdAt)}
                          <ReportFigures report={report} />
                        </p>
                      ) : (
                        <p className="text-sm text-muted-foreground">None yet</p>
                      )}
                    </div>
                    {report && <ReportStatusBadge status={report.status} />}
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>

        <Card aria-labelledby="recent-activity-heading" className="min-w-0">
          <CardHeader>
            <h3 id="recent-activity-heading" className="font-semibold">
              Recent activity
            </h3>
            <CardDescription>What the agents wrote lately for this project.</CardDescription>
          </CardHeader>
          <CardContent>
            {recent.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing yet: the agents' reports will show up here.</p>
            ) : (
              <ol className="grid gap-3" data-slot="recent-activity">
                {recent.map((report) => (
                  <li key={report.id} className="flex min-w-0 items-start gap-2 text-sm">
                    <FileTextIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <p className="min-w-0">
                      <Link
                        to={projectReportPath(projectId, report.id)}
                        className="font-medium underline underline-offset-2 hover:text-primary"
                      >
                        {reportName(report.agent, numbers.get(report.id))}
                      </Link>{" "}
                      <span className="text-muted-foreground">
                        {activityVerb(report)} {timeAgo(report.updatedAt)}
                      </span>
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/** ' · score 72/100 · 4 gaps open' for a finished report of an agent that scores them (a review). */
function ReportFigures({ report }: { report: Report }) {
  const { readScore } = useWorkspaceAgent(report.agent);
  if (!readScore || report.status !== "done") return null;
  const { score, gaps } = readScore(report);
  return (
    <>
      {score !== null && (
        <>
          {" · "}
          <span className="font-medium text-foreground" data-slot="review-score">
            score {score}/100
          </span>
        </>
      )}
      {gaps !== null && ` · ${gaps} ${gaps === 1 ? "gap" : "gaps"} open`}
    </>
  );
}

function activityVerb(report: Report): string {
  if (report.status === "failed") return "failed";
  if (report.status === "done") return "written";
  return "started";
}
