import type { CaveTurn } from "@aesop/shared/contracts/cave";
import type { HumanVerdictKind } from "@aesop/shared/contracts/eval";
import type { CavePlan } from "./cave.queries";

type JudgedTurn = Pick<CaveTurn, "role" | "streaming" | "error" | "checks" | "scores">;

/**
 * The judge's verdict on one reply, which a person's verdict is set beside (decision 0079): it
 * failed when any check failed on it (the rule watch's and the scenario's, whatever their scope:
 * the reply is judged alone here, not the dialogue) or a criterion scored under its threshold.
 * Nothing to judge — the evaluator's turn, a reply still streaming or broken off, a reply no check
 * or criterion looked at — is null.
 */
export function judgeVerdictOf(turn: JudgedTurn, criteria: CavePlan["criteria"]): HumanVerdictKind | null {
  if (turn.role !== "assistant" || turn.streaming || turn.error !== null) return null;
  if (turn.checks.length === 0 && turn.scores.length === 0) return null;
  const thresholds = new Map(criteria.map((criterion) => [criterion.id, criterion.passThreshold]));
  const low = turn.scores.some((score) => score.score < (thresholds.get(score.criterionId) ?? 1));
  return low || turn.checks.some((check) => !check.passed) ? "fail" : "pass";
}

/** Why a person's verdict cannot be set on this turn, or null when it can. */
export function verdictRefusal(turn: Pick<CaveTurn, "role" | "streaming">): string | null {
  if (turn.role !== "assistant") return "Only the assistant's replies take a verdict, not the evaluator's turns.";
  if (turn.streaming) return "This reply is still being written: set a verdict once it has ended.";
  return null;
}
