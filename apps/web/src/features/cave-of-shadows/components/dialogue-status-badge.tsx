import { Loader2Icon } from "lucide-react";
import type { CaveDialogueStatus, CaveOutcome } from "@aesop/shared/contracts/cave";
import { Badge } from "@/components/ui/badge";
import { DIALOGUE_STATUS_LABELS, OUTCOME_LABELS } from "../utils/dialogue-display";

const STATUS_TONES = {
  running: "info",
  paused: "neutral",
  "taken-over": "purple",
  stopped: "neutral",
  completed: "neutral",
  failed: "danger",
} as const satisfies Record<CaveDialogueStatus, string>;

/** A running dialogue that waits for Next turn (step pace) says so, and does not spin. */
export function DialogueStatusBadge({ status, waiting = false }: { status: CaveDialogueStatus; waiting?: boolean }) {
  if (status === "running" && waiting) {
    return (
      <Badge tone="purple" data-status={status} data-waiting="true">
        Waiting for you
      </Badge>
    );
  }
  return (
    <Badge tone={STATUS_TONES[status]} data-status={status}>
      {status === "running" && (
        <Loader2Icon className="size-3 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      )}
      {DIALOGUE_STATUS_LABELS[status]}
    </Badge>
  );
}

const OUTCOME_TONES = { held: "success", failed: "danger", inconclusive: "neutral" } as const satisfies Record<
  CaveOutcome,
  string
>;

export function OutcomeBadge({ outcome }: { outcome: CaveOutcome }) {
  return (
    <Badge tone={OUTCOME_TONES[outcome]} data-outcome={outcome}>
      {OUTCOME_LABELS[outcome]}
    </Badge>
  );
}
