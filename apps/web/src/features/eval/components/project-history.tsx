import { ArrowLeftIcon, DownloadIcon, FileTextIcon, PlayIcon, RotateCcwIcon } from "lucide-react";
import { Link } from "react-router";
import type { HistoryRunEvent, HistoryVersionEvent } from "@aesop/shared/contracts/project-history";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { evalRunPath, projectReportPath } from "@/config/paths";
import { errorDescription } from "@/lib/error-description";
import { formatDateTime } from "@/lib/format-date";
import { useProjectHistory } from "../api/project-history";
import { instructionsVersionPatchUrl } from "../api/download-instructions-patch";
import { historySummary, runOutcome } from "../utils/history-summary";
import { failedBadgeClass } from "./badge-tones";
import { RunStatusBadge } from "./run-status-badge";

const link = "break-words text-primary underline underline-offset-4";

/**
 * The project's history (issue 38 part 4): what each run found and what was done about it — each
 * instructions version with its review, each run with its failures, a version that fixed a run's
 * failures, and its re-test's outcomes — oldest first, with the loop in one line above.
 */
export function ProjectHistoryPage({
  projectId,
  projectName,
  backTo,
}: {
  projectId: string;
  projectName: string | undefined;
  backTo: string;
}) {
  const history = useProjectHistory(projectId);
  const events = history.data?.events ?? [];

  return (
    <div className="mx-auto grid w-full max-w-4xl min-w-0 grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>{`History${projectName ? ` of ${projectName}` : ""} · AESOP`}</title>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={backTo}>
            <ArrowLeftIcon aria-hidden="true" /> Back to the Eval Agent
          </Link>
        </Button>
      </div>
      <header className="grid min-w-0 gap-2">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          History{projectName ? ` of ${projectName}` : ""}
        </h1>
        <p className="text-sm text-muted-foreground">
          Each instructions version and its review, each run and what failed, the fixes and their re-tests: what was
          found and what was done about it.
        </p>
      </header>
      {history.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the history...
        </p>
      ) : history.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The history could not be loaded. {errorDescription(history.error)}
        </p>
      ) : events.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing yet: submit the instructions for review, then run a test script on them.
        </p>
      ) : (
        <>
          <p className="rounded-lg border bg-muted/40 p-3 text-sm break-words" data-testid="history-summary">
            {historySummary(events)}
          </p>
          <ol aria-label="Timeline" className="grid gap-0">
            {events.map((event, index) => (
              <li key={event.kind === "run" ? event.runId : `v${event.reportId}`} className="relative flex gap-3 pb-5">
                {/* The line down to the next step; the last has none. */}
                {index < events.length - 1 && (
                  <span aria-hidden="true" className="absolute top-9 bottom-0 left-[17px] w-px bg-border" />
                )}
                <span
                  aria-hidden="true"
                  className="z-10 flex size-9 shrink-0 items-center justify-center rounded-full border bg-card text-muted-foreground"
                >
                  {event.kind === "instructions" ? (
                    <FileTextIcon className="size-4" />
                  ) : event.followUp ? (
                    <RotateCcwIcon className="size-4" />
                  ) : (
                    <PlayIcon className="size-4" />
                  )}
                </span>
                <div className="grid min-w-0 flex-1 gap-1 pt-1.5">
                  {event.kind === "instructions" ? (
                    <VersionStep projectId={projectId} event={event} />
                  ) : (
                    <RunStep projectId={projectId} event={event} />
                  )}
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function VersionStep({ projectId, event }: { projectId: string; event: HistoryVersionEvent }) {
  const { review } = event;
  return (
    <>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold">Instructions v{event.version}</h2>
        {event.fixes.map((run) => (
          <Badge key={run.runId} tone="purple">
            Fix of run #{run.number}
          </Badge>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">{formatDateTime(event.at)}</p>
      <p className="text-sm">
        <Link className={link} to={projectReportPath(projectId, event.reportId)}>
          Review #{event.reportId}
        </Link>
        {": "}
        {review.status === "done"
          ? `score ${Math.round(review.score ?? 0)}/100, ${review.findings ?? 0} ${review.findings === 1 ? "finding" : "findings"}`
          : review.status === "failed"
            ? "failed"
            : "under way"}
      </p>
      <div>
        {/* Wraps on a phone: the label is longer than a 375 px column. */}
        <Button asChild variant="outline" size="sm" className="h-auto min-h-8 max-w-full py-1.5 whitespace-normal">
          <a href={instructionsVersionPatchUrl(projectId, event.reportId)} download>
            <DownloadIcon aria-hidden="true" />
            {event.version === 1 ? "Download v1 as a patch" : `Download the change from v${event.version - 1} (.patch)`}
          </a>
        </Button>
      </div>
    </>
  );
}

function RunStep({ projectId, event }: { projectId: string; event: HistoryRunEvent }) {
  const { followUp } = event;
  return (
    <>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold">
          <Link className={link} to={evalRunPath(projectId, event.runId)}>
            Run #{event.number}
          </Link>
          {followUp && (
            <span className="font-normal text-muted-foreground">
              {" "}
              · {followUp.kind === "retest" ? "re-test" : "re-run"} of run #{followUp.parent.number}
            </span>
          )}
        </h2>
        <RunStatusBadge status={event.status} />
      </div>
      <p className="text-sm break-words text-muted-foreground">
        {formatDateTime(event.at)} · {event.scriptName} on {event.targetName}
        {event.instructionsVersion !== null && <> · instructions v{event.instructionsVersion}</>}
      </p>
      <p className="text-sm" data-testid="history-run-outcome">
        {followUp || event.failed === 0 ? (
          runOutcome(event)
        ) : (
          <Badge tone="neutral" className={failedBadgeClass}>
            {runOutcome(event)}
          </Badge>
        )}
      </p>
    </>
  );
}
