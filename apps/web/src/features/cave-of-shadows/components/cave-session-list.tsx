import { CheckIcon, DownloadIcon, Loader2Icon } from "lucide-react";
import { Link } from "react-router";
import { CAVE_EXPORT_FORMATS, type CaveExportFormat, type CaveSessionSummary } from "@aesop/shared/contracts/cave";
import { caveSessionPath, projectReportPath } from "@aesop/shared/routes";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorDescription } from "@/lib/error-description";
import { formatDateTime } from "@/lib/format-date";
import { caveSessionExportUrl, useCaveSessions } from "../api/cave-sessions";

const FORMAT_LABELS: Record<CaveExportFormat, string> = { json: "JSON", markdown: "Markdown" };

/** What a session came to, in words: dialogues ended, failed, turns flagged. */
export function sessionProgress(session: CaveSessionSummary): string {
  const parts = [`${session.dialoguesEnded} of ${session.dialogueCount} dialogues ended`];
  if (session.failedCount > 0) parts.push(`${session.failedCount} failed`);
  if (session.flaggedCount > 0)
    parts.push(`${session.flaggedCount} ${session.flaggedCount === 1 ? "turn" : "turns"} flagged`);
  return parts.join(", ");
}

/** The project's Cave sessions, newest first, live (a dialogue's event refreshes the list). */
export function CaveSessionList({ projectId }: { projectId: string }) {
  const sessions = useCaveSessions(projectId);
  const list = sessions.data?.sessions ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl" id="cave-sessions-title">
          Cave sessions ({list.length})
        </CardTitle>
        <CardDescription>
          Open a session to watch and steer its dialogues. They run on the server; a finished session&apos;s report
          lands in the workspace, and its transcripts download as JSON or Markdown.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading sessions...
          </p>
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The sessions could not be loaded. {errorDescription(sessions.error)}
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sessions yet.</p>
        ) : (
          <ul className="grid gap-2" aria-labelledby="cave-sessions-title">
            {list.map((session) => (
              <li
                key={session.id}
                className="grid gap-2 rounded-lg border p-3 sm:flex sm:items-center sm:justify-between"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <Link
                      to={caveSessionPath(projectId, session.id)}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      Session #{session.number} on {session.targetName}
                    </Link>
                    <Badge tone={session.status === "running" ? "info" : "success"} data-status={session.status}>
                      {session.status === "running" ? (
                        <Loader2Icon className="size-3 animate-spin" aria-hidden="true" />
                      ) : (
                        <CheckIcon className="size-3" aria-hidden="true" />
                      )}
                      {session.status === "running" ? "Running" : "Ended"}
                    </Badge>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {sessionProgress(session)} · {session.judge === "llm" ? "LLM" : "Guided"} judge ·{" "}
                    {formatDateTime(session.createdAt)}
                  </p>
                </div>
                <div
                  className="flex flex-wrap items-center gap-2"
                  role="group"
                  aria-label={`Session #${session.number}`}
                >
                  {session.reportId !== null && (
                    <Link
                      to={projectReportPath(projectId, session.reportId)}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      Open the report
                    </Link>
                  )}
                  {CAVE_EXPORT_FORMATS.map((format) => (
                    <a
                      key={format}
                      href={caveSessionExportUrl(projectId, session.id, format)}
                      download
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      <DownloadIcon aria-hidden="true" /> {FORMAT_LABELS[format]}
                    </a>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
