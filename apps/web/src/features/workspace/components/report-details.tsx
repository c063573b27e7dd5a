import { reportSectionOf } from "@aesop/shared/agents";
import { ExternalLinkIcon, FileJsonIcon, Loader2Icon, RotateCcwIcon } from "lucide-react";
import { Link } from "react-router";
import type { ReactNode } from "react";
import type { Report } from "@aesop/shared/contracts/reports";
import { Button } from "@/components/ui/button";
import { projectReportPath } from "@/config/paths";
import { formatDateTime } from "@/lib/format-date";
import { useRetryReport } from "../api/retry-report";
import { downloadTextFile } from "../utils/download-text-file";
import {
  agentReportFileName,
  draftInstructionsFileName,
  interviewTranscriptFileName,
  reportInputFileName,
  tokenUsageLabel,
} from "../utils/report-display";
import { ReportMarkdown } from "./report-markdown";
import { ReportStatusBadge } from "./report-status-badge";
import { ReportTextBox } from "./report-text-box";
import { PendingIcon } from "@/components/ui/pending-icon";

/** A report whose agent names no input box (none does today) still shows what it was given. */
const DEFAULT_INPUT = { label: "Input", filePrefix: "report-input" };

/** The instruction set an ideation report drafted. */
export interface DraftInstructions {
  projectId: string;
  reportId: number;
  text: string;
}

/** What can be done with a draft (e.g. 'Send to Instructions Review'), given by the page. */
export type RenderDraftActions = (draft: DraftInstructions) => ReactNode;

/** Links a page adds to a report's header, e.g. an evaluation run summary's 'Open the run'. */
export type RenderReportLinks = (report: Report) => ReactNode;

export interface ReportDetailsProps {
  report: Report;
  renderDraftActions?: RenderDraftActions;
  renderReportLinks?: RenderReportLinks;
}

/**
 * One report: its status, its Markdown (or why there is none yet) and what else the agent produced:
 * the reviewed instructions, an ideation's draft instructions, an interview's transcript, and the
 * model's token usage in LLM mode.
 */
export function ReportDetails({ report, renderDraftActions, renderReportLinks }: ReportDetailsProps) {
  const retry = useRetryReport();
  const updated = formatDateTime(report.updatedAt);
  // Optional: reports cached from before the details existed have none.
  const details = report.details as Report["details"] | undefined;
  const done = report.status === "done";
  // Which boxes a report shows beside its Markdown is the catalogue's say, for every agent alike.
  const { extras, input = DEFAULT_INPUT } = reportSectionOf(report.agent);
  const draft = extras.includes("draft-instructions") && done ? details?.draftInstructions?.trim() : undefined;
  const transcriptMarkdown = extras.includes("transcript") && done ? details?.transcriptMarkdown?.trim() : undefined;
  const transcript = extras.includes("transcript") && done ? details?.transcript : undefined;
  // Queued again with the reason of the last attempt: the job queue is retrying it.
  const retrying = report.status === "queued" && Boolean(report.error?.trim());
  const usage = details?.mode === "llm" ? details.usage : null;

  return (
    <article aria-label={`Report #${report.id}`} className="grid min-w-0 gap-4" data-report-id={report.id}>
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <ReportStatusBadge status={report.status} retrying={retrying} />
        {report.title && (
          <span className="min-w-0 truncate text-sm font-medium" title={report.title}>
            {report.title}
          </span>
        )}
        {updated && <span className="text-xs text-muted-foreground">Updated {updated}</span>}
        <Link
          to={projectReportPath(report.projectId, report.id)}
          className="ml-auto inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-2 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          Open the full report
          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only"> #{report.id}</span>
        </Link>
        {renderReportLinks?.(report)}
      </div>

      {report.status === "queued" && !retrying && (
        <p className="text-sm text-muted-foreground">
          Waiting for the agent to start. A report usually takes 1-5 minutes; it appears here by itself.
        </p>
      )}
      {retrying && (
        <p className="[overflow-wrap:anywhere] text-sm text-muted-foreground">
          The last attempt did not finish ({report.error?.trim()}). The agent is trying again; the report appears here
          by itself.
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
              <PendingIcon pending={retry.isPending} icon={RotateCcwIcon} />
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

      {extras.includes("input") && report.inputText?.trim() && (
        <ReportTextBox
          label={input.label}
          text={report.inputText}
          fileName={reportInputFileName(input.filePrefix, report.id)}
        />
      )}

      {draft && (
        <div className="grid min-w-0 gap-3">
          <ReportTextBox label="Draft Instructions" text={draft} fileName={draftInstructionsFileName(report.id)} />
          {renderDraftActions && (
            <div className="flex flex-wrap gap-2">
              {renderDraftActions({ projectId: report.projectId, reportId: report.id, text: draft })}
            </div>
          )}
        </div>
      )}

      {transcriptMarkdown && (
        <ReportTextBox
          label="Transcript"
          text={transcriptMarkdown}
          fileName={interviewTranscriptFileName(report.id, "md")}
        >
          <ReportMarkdown markdown={transcriptMarkdown} />
        </ReportTextBox>
      )}
      {transcript && transcript.length > 0 && (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            title={interviewTranscriptFileName(report.id, "json")}
            onClick={() =>
              downloadTextFile(
                interviewTranscriptFileName(report.id, "json"),
                `${JSON.stringify(transcript, null, 2)}\n`,
                "application/json",
              )
            }
          >
            <FileJsonIcon aria-hidden="true" />
            Download transcript (JSON)
          </Button>
        </div>
      )}

      {usage && (
        <p data-slot="report-usage" className="text-xs text-muted-foreground">
          Written by {tokenUsageLabel(usage)}
        </p>
      )}
    </article>
  );
}
