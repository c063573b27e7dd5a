import { BanIcon, CheckIcon, ClockIcon, Loader2Icon, TriangleAlertIcon } from "lucide-react";
import type { EvalRunStatus } from "@aesop/shared/contracts/eval";
import { failedBadgeClass } from "./badge-tones";
import { Badge } from "@/components/ui/badge";
import { RUN_STATUS_LABELS } from "../utils/run-display";

const icons = {
  queued: ClockIcon,
  running: Loader2Icon,
  completed: CheckIcon,
  failed: TriangleAlertIcon,
  cancelled: BanIcon,
};

export function RunStatusBadge({ status }: { status: EvalRunStatus }) {
  const Icon = icons[status];
  return (
    <Badge
      data-status={status}
      tone={status === "completed" ? "success" : status === "running" ? "info" : "neutral"}
      className={status === "failed" ? failedBadgeClass : undefined}
    >
      <Icon className={status === "running" ? "size-3 animate-spin" : "size-3"} aria-hidden="true" />
      {RUN_STATUS_LABELS[status]}
    </Badge>
  );
}
