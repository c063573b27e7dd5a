import {
  CAVE_PACE_DELAY_MS,
  type CaveDialogueStatus,
  type CavePace,
  type CaveTurn,
} from "@aesop/shared/contracts/cave";
import type { JudgeKind } from "@aesop/shared/contracts/eval";
import { guidedMessage, verdictOf } from "./cave-evaluator";
import { pathTo } from "./cave-transcript";
import type { CavePlan } from "./cave.queries";

/**
 * How long the evaluator waits after a reply before its next exchange (the step job's delayed
 * start); null: it waits until the builder asks for the next turn (docs/decisions/0039).
 */
export function paceDelayMs(pace: CavePace): number | null {
  if (pace === "step") return null;
  return pace === "paced" ? CAVE_PACE_DELAY_MS : 0;
}

type Turn = Pick<CaveTurn, "id" | "parentId" | "role" | "streaming" | "error" | "checks" | "scores">;

export interface DialogueProgressInput {
  plan: CavePlan;
  judge: JudgeKind;
  pace: CavePace;
  status: CaveDialogueStatus;
  /** The job holding an exchange in flight, or null. */
  stepJobId: string | null;
  headTurnId: string | null;
  turns: readonly Turn[];
}

/**
 * Where a dialogue stands between exchanges, as the page and the next-turn route read it:
 * - `canContinue`: the evaluator has a turn left after the live branch (a reply that is not yet
 *   answered, or the plan's next line: scripted, escalation, ad-hoc follow-up, or in LLM mode any
 *   turn under the limit); resuming a dialogue without one ends it again at once;
 * - `waitingForNextTurn`: at the step pace, a running dialogue whose exchange has ended (its head
 *   is a finished reply, nothing holds it) and whose plan goes on.
 */
export function dialogueProgress(input: DialogueProgressInput): { canContinue: boolean; waitingForNextTurn: boolean } {
  const path = pathTo([...input.turns], input.headTurnId);
  const head = path.at(-1);
  const answered = head?.role === "assistant" && !head.streaming;
  let canContinue = true;
  if (head && answered) {
    const exchanges = path.filter((turn) => turn.role === "evaluator").length;
    const siblings = input.turns.filter((turn) => turn.role === "evaluator" && turn.parentId === head.id).length;
    canContinue =
      input.judge === "llm"
        ? exchanges < input.plan.maxTurns
        : guidedMessage({
            plan: input.plan,
            dialogue: [],
            exchanges,
            siblings,
            verdict: verdictOf(head, input.plan.criteria),
          }) !== null;
  }
  const waitingForNextTurn =
    input.pace === "step" &&
    input.status === "running" &&
    input.stepJobId === null &&
    answered &&
    head.error === null &&
    canContinue;
  return { canContinue, waitingForNextTurn };
}
