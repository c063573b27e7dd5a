import { CheckIcon, ClockIcon, Loader2Icon, RotateCcwIcon, TriangleAlertIcon } from "lucide-react";
import type { ReportStatus } from "@aesop/shared/contracts/reports";
import { Badge } from "@/components/ui/badge";
import { REPORT_STATUS_LABELS } from "../utils/report-display";

const icons = { queued: ClockIcon, running: Loader2Icon, done: CheckIcon, failed: TriangleAlertIcon };

/** Queued (grey; 'Retrying' after a failed or interrupted attempt), Running (blue), Done (green), Failed (red). */
export function ReportStatusBadge({ status, retrying = false }: { status: ReportStatus; retrying?: boolean }) {
  const Icon = retrying ? RotateCcwIcon : icons[status];
  return (
    <Badge
      data-status={status}
      tone={status === "done" ? "success" : status === "running" ? "info" : "neutral"}
      className={status === "failed" ? "border-destructive/30 bg-destructive/15 text-destructive" : undefined}
    >
      <Icon className={status === "running" ? "size-3 animate-spin" : "size-3"} aria-hidden="true" />
      {retrying ? "Retrying" : REPORT_STATUS_LABELS[status]}
    </Badge>
  );
}
