import type { CaveDialogue, CaveTurn } from "@aesop/shared/contracts/cave";
import { OutcomeBadge } from "./dialogue-status-badge";
import { ScoreChips } from "./score-chips";

/** How an ended dialogue came out: the outcome, the worst turn quoted, the judge's scores. */
export function DialogueSummary({
  summary,
  turns,
}: {
  summary: NonNullable<CaveDialogue["summary"]>;
  turns: readonly CaveTurn[];
}) {
  const worst = turns.find((turn) => turn.id === summary.worstTurnId);
  return (
    <section aria-label="Summary" className="grid gap-2 rounded-lg border bg-muted/30 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">Outcome</span> <OutcomeBadge outcome={summary.outcome} />
      </p>
      {/* A dialogue that held has no problem to quote. */}
      {summary.worstQuote && summary.outcome !== "held" && (
        <figure className="grid gap-1">
          <figcaption className="text-xs text-muted-foreground">
            The worst turn{worst?.checks.some((c) => !c.passed) ? " (failed a check)" : ""}:
          </figcaption>
          <blockquote className="border-l-2 border-destructive pl-3 break-words italic">
            “{summary.worstQuote}”
          </blockquote>
        </figure>
      )}
      <ScoreChips scores={summary.scores} label="Scores" />
    </section>
  );
}
