import { BanIcon, CheckIcon, CircleDashedIcon, Loader2Icon, TriangleAlertIcon, XIcon } from "lucide-react";
import type { ScenarioResultStatus } from "@aesop/shared/contracts/eval";
import { failedBadgeClass } from "./badge-tones";
import { Badge } from "@/components/ui/badge";
import { SCENARIO_STATUS_LABELS } from "../utils/run-display";

const icons = {
  pending: CircleDashedIcon,
  running: Loader2Icon,
  passed: CheckIcon,
  failed: XIcon,
  error: TriangleAlertIcon,
  cancelled: BanIcon,
};

export function ScenarioStatusBadge({ status }: { status: ScenarioResultStatus }) {
  const Icon = icons[status];
  const bad = status === "failed" || status === "error";
  return (
    <Badge
      data-status={status}
      tone={status === "passed" ? "success" : status === "running" ? "info" : "neutral"}
      className={bad ? failedBadgeClass : undefined}
    >
      <Icon className={status === "running" ? "size-3 animate-spin" : "size-3"} aria-hidden="true" />
      {SCENARIO_STATUS_LABELS[status]}
    </Badge>
  );
}
