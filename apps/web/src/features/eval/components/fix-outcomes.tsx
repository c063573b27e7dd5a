import { Link } from "react-router";
import type { FixOutcome, FixOutcomes as FixOutcomesData } from "@aesop/shared/contracts/instructions-fix";
import { Badge } from "@/components/ui/badge";
import { evalRunPath, projectHistoryPath, projectReportPath } from "@/config/paths";
import { failedBadgeClass } from "./badge-tones";

const OUTCOME_LABELS: Record<FixOutcome, string> = {
  fixed: "Fixed",
  "still-failing": "Still failing",
  "newly-failing": "Newly failing",
  "still-passing": "Still passing",
  "not-judged": "Not judged",
};

const plural = (n: number, word: string) => `${n} ${word}`;

/** A re-test after a fix, or a re-run: each scenario against its parent run. */
export function FixOutcomes({ projectId, outcomes }: { projectId: string; outcomes: FixOutcomesData }) {
  const { counts } = outcomes;
  return (
    <section
      aria-labelledby="fix-outcomes-title"
      className="grid min-w-0 gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <h2 id="fix-outcomes-title" className="text-lg font-semibold">
        {outcomes.kind === "rerun" ? "Re-run of" : "Re-test of"}{" "}
        <Link className="underline underline-offset-4" to={evalRunPath(projectId, outcomes.fixedRun.id)}>
          Run #{outcomes.fixedRun.number}
        </Link>
      </h2>
      <p className="text-sm" data-testid="fix-outcome-counts">
        {plural(counts.fixed, "fixed")}, {plural(counts.stillFailing, "still failing")},{" "}
        {plural(counts.newlyFailing, "newly failing")}
        {outcomes.instructionsReportId !== null && (
          <>
            {" "}
            on{" "}
            <Link
              className="underline underline-offset-4"
              to={projectReportPath(projectId, outcomes.instructionsReportId)}
            >
              the new instructions version
            </Link>
          </>
        )}
        .
      </p>
      <ul className="grid gap-2" aria-label="Scenarios against the fixed run">
        {outcomes.scenarios.map((scenario) => (
          <li key={scenario.scenarioId} className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
            <Badge
              tone={scenario.outcome === "fixed" ? "success" : "neutral"}
              className={
                scenario.outcome === "still-failing" || scenario.outcome === "newly-failing"
                  ? failedBadgeClass
                  : undefined
              }
            >
              {OUTCOME_LABELS[scenario.outcome]}
            </Badge>
            <span className="min-w-0 break-words">{scenario.title}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm">
        <Link className="underline underline-offset-4" to={projectHistoryPath(projectId)}>
          See it in the project&apos;s history
        </Link>
      </p>
    </section>
  );
}
