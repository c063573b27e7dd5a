import type { CaveDialogue, CaveDialogueStatus, CaveOutcome, CaveTurn } from "@aesop/shared/contracts/cave";
import { scenarioCategoryLabel } from "@aesop/shared/contracts/test-scripts";

export const DIALOGUE_STATUS_LABELS: Record<CaveDialogueStatus, string> = {
  running: "Running",
  paused: "Paused",
  "taken-over": "You are writing",
  stopped: "Stopped",
  completed: "Completed",
  failed: "Failed",
};

export const OUTCOME_LABELS: Record<CaveOutcome, string> = {
  held: "Held",
  failed: "Failed",
  inconclusive: "Inconclusive",
};

export const isDialogueEnded = (status: CaveDialogueStatus) =>
  status === "stopped" || status === "completed" || status === "failed";

/** Which controls a dialogue offers in its state (the server refuses the others with 409). */
export function dialogueControls(status: CaveDialogueStatus) {
  const ended = isDialogueEnded(status);
  return {
    pause: status === "running",
    resume: status === "paused" || ended,
    handBack: status === "taken-over",
    stop: !ended,
    takeOver: !ended,
  };
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
