import { Loader2Icon, RotateCcwIcon } from "lucide-react";
import type { Report } from "@aesop/shared/contracts/reports";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format-date";
import { useRetryReport } from "../api/retry-report";
import { agentReportFileName, originalInstructionsFileName } from "../utils/report-display";
import { ReportMarkdown } from "./report-markdown";
import { ReportStatusBadge } from "./report-status-badge";
import { ReportTextBox } from "./report-text-box";

/** One report: its status, its Markdown (or why there is none yet) and, for a review, the instructions. */
export function ReportDetails({ report }: { report: Report }) {
  const retry = useRetryReport();
  const updated = formatDateTime(report.updatedAt);

  return (
    <article aria-label={`Report #${report.id}`} className="grid min-w-0 gap-4" data-report-id={report.id}>
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <ReportStatusBadge status={report.status} />
        {report.title && (
          <span className="min-w-0 truncate text-sm font-medium" title={report.title}>
            {report.title}
          </span>
        )}
        {updated && <span className="text-xs text-muted-foreground">Updated {updated}</span>}
      </div>

      {report.status === "queued" && (
        <p className="text-sm text-muted-foreground">
          Waiting for the agent to start. A report usually takes 1-5 minutes; it appears here by itself.
        </p>
      )}
      {report.status === "running" && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2Icon className="size-4 shrink-0 animate-spin" aria-hidden="true" />
          The agent is writing this report. It appears here by itself when it is done.
        </p>
      )}
      {report.status === "failed" && (
        <div className="grid gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          <p className="[overflow-wrap:anywhere] whitespace-pre-wrap text-destructive">
            {report.error?.trim() || "The agent could not finish this report."}
          </p>
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={retry.isPending}
              onClick={() => retry.mutate({ id: report.id, projectId: report.projectId })}
            >
              {retry.isPending ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : (
                <RotateCcwIcon aria-hidden="true" />
              )}
              Retry
            </Button>
          </div>
        </div>
      )}
      {report.status === "done" &&
        (report.markdown?.trim() ? (
          <ReportTextBox label="Agent Report" text={report.markdown} fileName={agentReportFileName(report.id)}>
            <ReportMarkdown markdown={report.markdown} />
          </ReportTextBox>
        ) : (
          <p className="text-sm text-muted-foreground">This report has no content.</p>
        ))}

      {report.agent === "instructions-review" && report.inputText?.trim() && (
        <ReportTextBox
          label="Original Instructions"
          text={report.inputText}
          fileName={originalInstructionsFileName(report.id)}
        />
      )}
    </article>
  );
}
