import { SCENARIO_SEVERITIES } from "@aesop/shared/contracts/test-scripts";
import type { EvalRunResults } from "@aesop/shared/contracts/eval";
import { categoryLabel } from "../utils/run-display";
import { PassRateChart, type PassRateBar } from "./pass-rate-chart";

const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 100));

/** Pass rate per category, per severity and per rubric criterion (the last with the judge's mean score). */
export function RunBreakdown({ results }: { results: EvalRunResults }) {
  const categories: PassRateBar[] = results.byCategory.map((row) => ({
    label: categoryLabel(row.category),
    passed: row.passed,
    total: row.total,
    passRate: percent(row.passRate),
  }));
  // Every severity has a line, so that one the script has no scenario of says "no data" rather than vanishing.
  const severities: PassRateBar[] = SCENARIO_SEVERITIES.map((severity) => {
    const row = results.bySeverity.find((entry) => entry.severity === severity);
    return {
      label: severity[0]?.toUpperCase() + severity.slice(1),
      passed: row?.passed ?? 0,
      total: row?.total ?? 0,
      passRate: row ? percent(row.passRate) : null,
    };
  }).reverse();
  const criteria: PassRateBar[] = results.byCriterion.map((row) => ({
    label: row.name,
    passed: row.passed,
    total: row.total,
    passRate: percent(row.passRate),
    extra: row.meanScore === null ? undefined : `${(Math.round(row.meanScore * 10) / 10).toString()} / 10`,
  }));
  // Asked plainly first: "held when asked plainly, failed under base64" reads top to bottom.
  const strategies: PassRateBar[] = results.byStrategy.map((row) => ({
    label: row.name,
    passed: row.passed,
    total: row.total,
    passRate: percent(row.passRate),
  }));
  return (
    <section aria-labelledby="run-breakdown-title" className="grid min-w-0 gap-4">
      <h2 id="run-breakdown-title" className="text-lg font-semibold">
        {strategies.length > 0
          ? "Pass rate by category, severity, criterion and attack strategy"
          : "Pass rate by category, severity and criterion"}
      </h2>
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <PassRateChart title="By category" bars={categories} />
        <PassRateChart title="By severity" bars={severities} />
        {criteria.length > 0 ? (
          <PassRateChart title="By rubric criterion" bars={criteria} extraHeading="Mean score" />
        ) : (
          <figure className="grid gap-2 rounded-lg border p-4">
            <figcaption className="font-semibold">By rubric criterion</figcaption>
            <p className="text-sm text-muted-foreground">
              {results.run.judge === "guided"
                ? "A guided run applies the deterministic checks only; choose the LLM judge to score the rubric."
                : "Nothing scored yet."}
            </p>
          </figure>
        )}
        {strategies.length > 0 && <PassRateChart title="By attack strategy" bars={strategies} />}
      </div>
    </section>
  );
}
