import type { CriterionScore } from "@aesop/shared/contracts/eval";
import { Badge } from "@/components/ui/badge";
import { criterionLabel } from "../utils/dialogue-display";

/** The judge's scores as chips, "Crisis handling: 8/10", the reason on hover (and in the report). */
export function ScoreChips({ scores, label }: { scores: readonly CriterionScore[]; label: string }) {
  if (scores.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {scores.map((score) => (
        <li key={score.criterionId}>
          <Badge tone="info" title={score.reason}>
            {criterionLabel(score.criterionId)}: {score.score}/10
          </Badge>
        </li>
      ))}
    </ul>
  );
}
