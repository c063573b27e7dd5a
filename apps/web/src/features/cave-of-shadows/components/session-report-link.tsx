import type { AgentId } from "@aesop/shared/agents";
import type { Report } from "@aesop/shared/contracts/reports";
import { caveSessionPath } from "@aesop/shared/routes";
import { ScanEyeIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { useCaveSessions } from "../api/cave-sessions";

const CAVE: AgentId = "cave-of-shadows";

/** On a Cave session's report: the way to the session's own page (its dialogues, live controls, branches). */
export function SessionReportLink({ report }: { report: Report }) {
  if (report.agent !== CAVE) return null;
  return <SessionLink projectId={report.projectId} reportId={report.id} />;
}

function SessionLink({ projectId, reportId }: { projectId: string; reportId: number }) {
  const sessions = useCaveSessions(projectId);
  const session = sessions.data?.sessions.find((item) => item.reportId === reportId);
  if (!session) return null;
  return (
    <Link to={caveSessionPath(projectId, session.id)} className={buttonVariants({ variant: "outline", size: "sm" })}>
      <ScanEyeIcon aria-hidden="true" /> Open Session #{session.number}
    </Link>
  );
}
