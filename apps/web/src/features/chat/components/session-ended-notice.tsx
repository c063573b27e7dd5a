import { FileTextIcon, PlusIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths, projectReportPath } from "@/config/paths";
import { PendingIcon } from "@/components/ui/pending-icon";

export interface SessionEndedNoticeProps {
  /** The report the session wrote, when there is one. */
  reportId: number | null;
  /** The session's project: with the report id, 'Open the report' leads to the report's own page. */
  projectId?: string;
  onNewSession?: () => void;
  starting?: boolean;
}

/** In place of the input once a session is over: where its report is, and a way to start again. */
export function SessionEndedNotice({ reportId, projectId, onNewSession, starting = false }: SessionEndedNoticeProps) {
  return (
    <div data-slot="session-ended" className="grid gap-3 text-sm">
      <div>
        <p className="font-medium">This session has ended.</p>
        <p className="text-muted-foreground">
          {reportId !== null
            ? `Your report (Report #${reportId}) is ready in the workspace.`
            : "Its report is in the workspace."}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={reportId !== null && projectId ? projectReportPath(projectId, reportId) : paths.workspace}>
            <FileTextIcon aria-hidden="true" />
            Open the report
          </Link>
        </Button>
        {onNewSession && (
          <Button type="button" size="sm" variant="outline" onClick={onNewSession} disabled={starting}>
            <PendingIcon pending={starting} icon={PlusIcon} />
            Start a new session
          </Button>
        )}
      </div>
    </div>
  );
}
