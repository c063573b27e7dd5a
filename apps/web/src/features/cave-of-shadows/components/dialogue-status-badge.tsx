import { Loader2Icon } from "lucide-react";
import type { CaveDialogue, CaveOutcome } from "@aesop/shared/contracts/cave";
import { Badge } from "@/components/ui/badge";
import { dialogueState, OUTCOME_LABELS } from "../utils/dialogue-display";

/** A dialogue's one status word (dialogueState): what it is doing, or once over, its outcome. */
export function DialogueStateBadge({
  dialogue,
}: {
  dialogue: Pick<CaveDialogue, "status" | "waitingForNextTurn" | "summary">;
}) {
  const state = dialogueState(dialogue);
  return (
    <Badge
      tone={state.tone}
      data-status={dialogue.status}
      data-waiting={dialogue.status === "running" && dialogue.waitingForNextTurn ? "true" : undefined}
      data-outcome={state.spinning ? undefined : dialogue.summary?.outcome}
    >
      {state.spinning && <Loader2Icon className="size-3 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
      {state.label}
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
