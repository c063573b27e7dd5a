import { ArrowLeftIcon, FileTextIcon, SkipForwardIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import {
  CAVE_EXPORT_FORMATS,
  CAVE_PACES,
  type CaveExportFormat,
  type CavePace,
  type CaveSession,
} from "@aesop/shared/contracts/cave";
import { projectReportPath } from "@aesop/shared/routes";
import { NotFound } from "@/components/errors/not-found";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { InlineNotice, type InlineNoticeContent } from "@/components/ui/inline-notice";
import { nativeSelectClass } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/cn";
import { errorDescription } from "@/lib/error-description";
import { formatDateTime } from "@/lib/format-date";
import { ApiRequestError } from "@/lib/api-client";
import { useCaveSession } from "../api/get-cave-session";
import { caveSessionExportUrl } from "../api/cave-sessions";
import { useNextTurnAll } from "../api/next-turn-all";
import { useSetSessionPace } from "../api/set-session-pace";
import { useAnnouncementLevel } from "../hooks/use-announcement-level";
import { useDialogueAnnouncements } from "../hooks/use-dialogue-announcements";
import { useOpenAtTurn } from "../hooks/use-open-at-turn";
import { PACE_HELP, PACE_LABELS } from "../utils/dialogue-display";
import { DialogueCard } from "./dialogue-card";
import type { ScriptChoice } from "./save-scenario-dialog";

const FORMAT_LABELS: Record<CaveExportFormat, string> = { json: "JSON", markdown: "Markdown" };

/**
 * A session's own page: its dialogues side by side, live (each turn as it is produced, its chips as
 * they arrive), each with its controls. Closing the page stops nothing; reopening it shows where
 * the session is.
 */
export function SessionPage({
  projectId,
  sessionId,
  projectName,
  scripts,
  backTo,
}: {
  projectId: string;
  sessionId: string;
  projectName: string | undefined;
  scripts: readonly ScriptChoice[];
  backTo: string;
}) {
  const query = useCaveSession(projectId, sessionId);
  const session = query.data;
  const title = session ? `Session #${session.number} on ${session.target.name}` : "Cave session";
  const ended = session ? session.dialogues.filter((d) => d.summary !== null).length : 0;
  const { level, setLevel } = useAnnouncementLevel();
  const announcements = useDialogueAnnouncements(session, level);
  useOpenAtTurn(session !== undefined);

  // A session that is not there, or not the user's (the API answers 404 for both): the app's 404 page.
  if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotFound />;

  return (
    <div className="mx-auto grid w-full max-w-[96rem] min-w-0 grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>{`${title} · AESOP`}</title>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={backTo}>
            <ArrowLeftIcon aria-hidden="true" /> Back to the Cave of Shadows
          </Link>
        </Button>
      </div>
      {query.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the session...
        </p>
      ) : !session ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight">
            {query.error instanceof ApiRequestError && query.error.status === 404
              ? "Session not found"
              : "Cave session"}
          </h1>
          <p role="alert" className="text-sm text-destructive">
            The session could not be loaded. {errorDescription(query.error)}
          </p>
        </>
      ) : (
        <>
          <header className="grid min-w-0 gap-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
              <Badge tone={session.status === "running" ? "info" : "success"} data-status={session.status}>
                {session.status === "running" ? "Running" : "Ended"}
              </Badge>
            </div>
            {projectName && (
              <p className="min-w-0 truncate text-sm text-muted-foreground">
                Project: <span className="font-medium text-foreground">{projectName}</span>
              </p>
            )}
            <p className="text-sm break-words text-muted-foreground">
              {session.judge === "llm" ? "LLM evaluator and judge" : "Guided evaluator and judge"} · {ended} of{" "}
              {session.dialogues.length} dialogues ended · started {formatDateTime(session.createdAt)}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-muted-foreground">Transcripts:</span>
              {CAVE_EXPORT_FORMATS.map((format) => (
                <a
                  key={format}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                  href={caveSessionExportUrl(projectId, sessionId, format)}
                  download
                >
                  {FORMAT_LABELS[format]}
                </a>
              ))}
              {session.reportId !== null && (
                <Button asChild variant="outline" size="sm">
                  <Link to={projectReportPath(projectId, session.reportId)}>
                    <FileTextIcon aria-hidden="true" /> The session report
                  </Link>
                </Button>
              )}
            </div>
            <PaceControl projectId={projectId} session={session} />
            <div className="flex items-start gap-2">
              <Switch
                id="cave-announce-replies"
                className="mt-0.5"
                checked={level === "all"}
                onCheckedChange={(checked) => setLevel(checked ? "all" : "problems")}
                aria-describedby="cave-announce-replies-hint"
              />
              <div className="grid min-w-0 gap-0.5">
                <label htmlFor="cave-announce-replies" className="text-sm font-medium">
                  Announce every reply
                </label>
                <span id="cave-announce-replies-hint" className="text-xs text-muted-foreground">
                  For screen readers. Failures and ends are always announced.
                </span>
              </div>
            </div>
          </header>
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2 xl:grid-cols-3">
            {session.dialogues.map((dialogue, index) => (
              <DialogueCard
                key={dialogue.id}
                projectId={projectId}
                sessionId={sessionId}
                dialogue={dialogue}
                index={index}
                scripts={scripts}
                pace={session.pace}
              />
            ))}
          </div>
        </>
      )}
      {/* What a sighted reader sees arrive, once it has finished: a reply, a failed check, a dialogue's
          end; never the replies' text (long, and streamed). In the page from the start, so that a
          screen reader already listens when the first news comes. */}
      <div aria-live="polite" aria-relevant="additions" className="sr-only" data-slot="cave-announcer">
        {announcements.map((announcement) => (
          <p key={announcement.id}>{announcement.text}</p>
        ))}
      </div>
    </div>
  );
}

/**
 * The session's pace, changeable while it runs (from the next exchange on), and at the step pace
 * "Next turn for all" for the dialogues that wait.
 */
function PaceControl({ projectId, session }: { projectId: string; session: CaveSession }) {
  const setPace = useSetSessionPace(projectId, session.id);
  const nextAll = useNextTurnAll(projectId, session.id);
  const [notice, setNotice] = useState<InlineNoticeContent | null>(null);
  const waiting = session.dialogues.filter((dialogue) => dialogue.waitingForNextTurn).length;

  const change = async (pace: CavePace) => {
    setNotice(null);
    try {
      await setPace.mutateAsync(pace);
    } catch (error) {
      setNotice({ tone: "error", title: "The pace did not change", description: errorDescription(error) });
    }
  };
  const advance = async () => {
    setNotice(null);
    try {
      await nextAll.mutateAsync();
    } catch (error) {
      setNotice({ tone: "error", title: "The next turn did not start", description: errorDescription(error) });
    }
  };

  return (
    <div className="grid gap-2" data-slot="cave-pace">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="cave-session-pace" className="text-sm font-medium">
          Pace
        </label>
        <select
          id="cave-session-pace"
          className={cn(nativeSelectClass, "w-auto")}
          value={session.pace}
          disabled={setPace.isPending}
          aria-describedby="cave-session-pace-help"
          onChange={(event) => void change(event.target.value as CavePace)}
        >
          {CAVE_PACES.map((pace) => (
            <option key={pace} value={pace}>
              {PACE_LABELS[pace]}
            </option>
          ))}
        </select>
        {session.pace === "step" && (
          <Button size="sm" disabled={waiting === 0 || nextAll.isPending} onClick={() => void advance()}>
            <SkipForwardIcon aria-hidden="true" /> Next turn for all waiting ({waiting})
          </Button>
        )}
      </div>
      <p id="cave-session-pace-help" className="text-xs text-muted-foreground">
        {PACE_HELP[session.pace]}
        {session.pace === "step" && waiting === 0 && " No dialogue is waiting now."}
      </p>
      <InlineNotice notice={notice} onDismiss={() => setNotice(null)} />
    </div>
  );
}
