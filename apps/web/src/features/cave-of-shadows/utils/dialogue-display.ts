import {
  CAVE_PACE_DELAY_MS,
  type CaveDialogue,
  type CaveDialogueStatus,
  type CaveOutcome,
  type CavePace,
  type CaveTurn,
} from "@aesop/shared/contracts/cave";
import { scenarioCategoryLabel } from "@aesop/shared/contracts/test-scripts";

export const DIALOGUE_STATUS_LABELS: Record<CaveDialogueStatus, string> = {
  running: "Running",
  paused: "Paused",
  "taken-over": "You are writing",
  stopped: "Stopped",
  completed: "Completed",
  // The dialogue broke off (the target or the evaluator failed): not the outcome "Failed".
  failed: "Error",
};

/** A verdict on a reply, the judge's or a person's, as a sentence says it. */
export const VERDICT_WORDS = { pass: "passed", fail: "failed" } as const;

/**
 * The verdicts beside a reply (decision 0079): the judge's, and the person's when given. Null on a
 * turn no one can judge (the evaluator's, a reply still streaming).
 */
export function turnVerdicts(
  turn: Pick<CaveTurn, "role" | "streaming" | "judgeVerdict" | "humanVerdict">,
): { judge: string; human: string | null; disagree: boolean } | null {
  if (turn.role !== "assistant" || turn.streaming) return null;
  const human = turn.humanVerdict;
  return {
    judge: turn.judgeVerdict ? VERDICT_WORDS[turn.judgeVerdict] : "no verdict",
    human: human ? VERDICT_WORDS[human.verdict] : null,
    disagree: human !== null && human.verdict !== turn.judgeVerdict,
  };
}

export const OUTCOME_LABELS: Record<CaveOutcome, string> = {
  held: "Held",
  failed: "Failed",
  inconclusive: "Inconclusive",
};

export type DialogueStateTone = "info" | "neutral" | "purple" | "success" | "danger";

/**
 * The one status word a dialogue shows: while it goes on, what it is doing; once it is over, its
 * outcome when it was judged (Held, Failed, Inconclusive), else how it ended. Never both: "Completed"
 * beside "Failed" read as three verdicts at once.
 */
export function dialogueState(
  dialogue: Pick<CaveDialogue, "status" | "waitingForNextTurn"> & { summary: { outcome: CaveOutcome } | null },
): { label: string; tone: DialogueStateTone; spinning: boolean } {
  const { status } = dialogue;
  if (status === "running" && dialogue.waitingForNextTurn)
    return { label: "Waiting for you", tone: "purple", spinning: false };
  if (isDialogueEnded(status) && status !== "failed" && dialogue.summary) {
    const outcome = dialogue.summary.outcome;
    return { label: OUTCOME_LABELS[outcome], tone: OUTCOME_TONES[outcome], spinning: false };
  }
  return { label: DIALOGUE_STATUS_LABELS[status], tone: STATUS_TONES[status], spinning: status === "running" };
}

const STATUS_TONES = {
  running: "info",
  paused: "neutral",
  "taken-over": "purple",
  stopped: "neutral",
  completed: "neutral",
  failed: "danger",
} as const satisfies Record<CaveDialogueStatus, DialogueStateTone>;

const OUTCOME_TONES = { held: "success", failed: "danger", inconclusive: "neutral" } as const satisfies Record<
  CaveOutcome,
  DialogueStateTone
>;

export const isDialogueEnded = (status: CaveDialogueStatus) =>
  status === "stopped" || status === "completed" || status === "failed";

export const PACE_LABELS: Record<CavePace, string> = {
  paced: "Paced",
  fast: "Fast",
  step: "Step by step",
};

/** What each pace does, in one sentence: on the start form and the session's page. */
export const PACE_HELP: Record<CavePace, string> = {
  paced: `The evaluator waits ${CAVE_PACE_DELAY_MS / 1000} s between turns, so you can pause or take over.`,
  fast: "No wait between turns: for CI and benchmarks. A guided dialogue ends in about a second.",
  step: "Each dialogue waits after every exchange until you choose Next turn.",
};

type ControlledDialogue = Pick<CaveDialogue, "status" | "waitingForNextTurn" | "canContinue">;

/**
 * Which controls a dialogue offers in its state (the server refuses the others with 409), and a
 * sentence that says what they do and why the others are not offered.
 */
export function dialogueControls(dialogue: ControlledDialogue, pace: CavePace) {
  const { status } = dialogue;
  const ended = isDialogueEnded(status);
  return {
    nextTurn: status === "running" && dialogue.waitingForNextTurn,
    pause: status === "running",
    resume: status === "paused" || (ended && dialogue.canContinue),
    handBack: status === "taken-over",
    stop: !ended,
    takeOver: !ended,
    help: controlsHelp(dialogue, pace),
  };
}

function controlsHelp({ status, waitingForNextTurn, canContinue }: ControlledDialogue, pace: CavePace): string {
  switch (status) {
    case "running":
      if (waitingForNextTurn) {
        return "Waiting for you: Next turn sends the evaluator's next message. Take over to write it yourself.";
      }
      return pace === "step"
        ? "An exchange is under way. Pause stops the evaluator after it; Take over lets you write the next message."
        : "Pause stops the evaluator after the exchange under way; Take over lets you write its next message.";
    case "paused":
      return "Paused: the evaluator writes nothing until you resume. You can take over and write the next message.";
    case "taken-over":
      return "You write the evaluator's messages. Hand back lets the evaluator go on from the last reply.";
    default:
      return canContinue
        ? "This dialogue has ended, so it cannot be paused or taken over. Continue plays more turns from its last reply; or branch from any turn."
        : "This dialogue has ended: the evaluator has no turn left in its plan, so it cannot be continued, paused or taken over. Branch from any turn to try another way.";
  }
}

/** Who speaks a turn, in the reader's words. */
export function speakerOf(turn: Pick<CaveTurn, "role" | "author">): string {
  if (turn.role === "assistant") return "Assistant";
  return turn.author === "builder" ? "You (evaluator)" : "Evaluator";
}

export const categoryLabel = scenarioCategoryLabel;

/** A turn's checks that failed: what makes it a problem at a glance. */
export const failedChecks = (turn: Pick<CaveTurn, "checks">) => turn.checks.filter((check) => !check.passed);

/** "3 turns, 1 failed check, 1 flagged": one line under a dialogue's title. */
export function dialogueTally(dialogue: CaveDialogue, path: readonly CaveTurn[]): string {
  const failed = path.reduce((sum, turn) => sum + failedChecks(turn).length, 0);
  const flagged = dialogue.turns.filter((turn) => turn.flag !== null).length;
  const parts = [`${path.length} ${path.length === 1 ? "turn" : "turns"}`];
  if (failed > 0) parts.push(`${failed} failed ${failed === 1 ? "check" : "checks"}`);
  if (flagged > 0) parts.push(`${flagged} flagged`);
  return parts.join(", ");
}

/** A rubric criterion's id as a label: "crisis-handling" → "Crisis handling" (a session carries ids only). */
export function criterionLabel(id: string): string {
  const words = id.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
