import { ArrowLeftIcon, CheckIcon, CopyIcon, DownloadIcon, PrinterIcon } from "lucide-react";
import { Link } from "react-router";
import { agentEntry } from "@aesop/shared/agents";
import type { Report } from "@aesop/shared/contracts/reports";
import { Button } from "@/components/ui/button";
import { Markdown } from "@/components/ui/markdown";
import { Skeleton } from "@/components/ui/skeleton";
import { paths, projectPath } from "@/config/paths";
import { formatDateTime } from "@/lib/format-date";
import { markdownHeadings } from "@/lib/markdown-headings";
import { useProjectReports } from "../api/get-project-reports";
import { useCopyToClipboard } from "../hooks/use-copy-to-clipboard";
import { downloadTextFile } from "../utils/download-text-file";
import { useWorkspaceAgent } from "../hooks/use-workspace-agents";
import { reportName, reportNumbers } from "../utils/report-display";
import { CompareWithMenu } from "./compare-with-menu";
import { ReportStatusBadge } from "./report-status-badge";

/**
 * A report on a page of its own (/projects/{id}/reports/{reportId}): the whole text at reading
 * size with a table of contents, copy, download and print. The workspace boxes, notices and agent
 * pages link here.
 */
export function ReportPage({
  projectId,
  reportId,
  projectName,
}: {
  projectId: string;
  reportId: number;
  projectName?: string;
}) {
  const reportsQuery = useProjectReports(projectId);

  if (reportsQuery.isPending) {
    return (
      <PageFrame>
        <div role="status" aria-label="Loading the report" className="grid gap-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-96" />
        </div>
      </PageFrame>
    );
  }
  const reports = reportsQuery.data?.reports ?? [];
  const report = reports.find((item) => item.id === reportId);
  if (!report) {
    return (
      <PageFrame>
        <h1 className="text-2xl font-bold tracking-tight">Report not found</h1>
        <p className="text-muted-foreground">
          This report does not exist, or it belongs to a project you cannot see.{" "}
          <Link className="font-medium text-primary underline underline-offset-2" to={paths.dashboard}>
            Back to the dashboard
          </Link>
        </p>
      </PageFrame>
    );
  }
  return <ReportDocument report={report} reports={reports} projectName={projectName} />;
}

function PageFrame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6 px-4 py-6 sm:px-6 sm:py-8">{children}</div>;
}

function ReportDocument({ report, reports, projectName }: { report: Report; reports: Report[]; projectName?: string }) {
  const number = reportNumbers(reports).get(report.id);
  const name = reportName(report.agent, number);
  const markdown = report.markdown ?? "";
  const headings = markdownHeadings(markdown).filter((heading) => heading.level <= 3);
  const { copied, copy } = useCopyToClipboard();
  // The agent's own figures (the review's score and open gaps), and links (an evaluation run's page).
  const { readScore, renderReportLinks } = useWorkspaceAgent(report.agent);
  const figures = readScore?.(report);
  const score = report.status === "done" ? (figures?.score ?? null) : null;
  const gaps = figures?.gaps ?? null;

  return (
    <PageFrame>
      <title>{`${name} · ${projectName ?? "Report"} · AESOP`}</title>
      <div data-print="hide">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={projectPath(report.projectId)}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to the workspace
          </Link>
        </Button>
      </div>
      <header className="grid min-w-0 gap-3 border-b pb-5">
        <p className="text-sm font-medium text-primary">
          {agentEntry(report.agent).name}
          {projectName && <span className="text-muted-foreground"> · {projectName}</span>}
        </p>
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
          <ReportStatusBadge status={report.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {report.title} · {formatDateTime(report.createdAt)}
          {score !== null && (
            <>
              {" · "}
              <span className="font-semibold text-foreground">Score {score}/100</span>
            </>
          )}
          {gaps !== null && ` · ${gaps} ${gaps === 1 ? "gap" : "gaps"} open`}
        </p>
        <div className="flex flex-wrap gap-2" data-print="hide">
          <Button type="button" variant="outline" size="sm" disabled={!markdown} onClick={() => void copy(markdown)}>
            {copied ? <CheckIcon className="text-success" aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            Copy
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={!markdown}
            onClick={() =>
              downloadTextFile(`${report.agent}-report-${report.id}.md`, markdown, "text/markdown;charset=utf-8")
            }
          >
            <DownloadIcon aria-hidden="true" />
            Download .md
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
            <PrinterIcon aria-hidden="true" />
            Print
          </Button>
          {renderReportLinks?.(report)}
          <CompareWithMenu report={report} reports={reports} />
        </div>
      </header>

      <div className="grid min-w-0 gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <article aria-label={name} data-slot="report-document" className="order-2 min-w-0 lg:order-1">
          {report.status === "failed" ? (
            <p role="alert" className="text-destructive">
              This report failed: {report.error ?? "no reason was given"}.
            </p>
          ) : markdown ? (
            <Markdown markdown={markdown} document className="max-w-[75ch] leading-relaxed" />
          ) : (
            <p className="text-muted-foreground">
              The agent is still writing this report; it appears here when it is ready.
            </p>
          )}
        </article>
        {headings.length > 1 && (
          <nav
            aria-label="Table of contents"
            data-print="hide"
            className="order-1 min-w-0 self-start rounded-lg border bg-card p-4 text-sm lg:sticky lg:top-6 lg:order-2 lg:max-h-[calc(100dvh-3rem)] lg:overflow-y-auto"
          >
            <h2 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Contents</h2>
            <ol className="grid gap-1.5">
              {headings.map((heading) => (
                <li key={heading.id} style={{ paddingLeft: `${(heading.level - 1) * 0.75}rem` }}>
                  <a
                    href={`#${heading.id}`}
                    className="block rounded-sm text-muted-foreground underline-offset-2 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
                  >
                    {heading.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
      </div>
    </PageFrame>
  );
}
