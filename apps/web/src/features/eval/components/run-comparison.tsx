import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import type { EvalRun, EvalRunComparison } from "@aesop/shared/contracts/eval";
import { failedBadgeClass } from "./badge-tones";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { evalRunPath } from "@/config/paths";
import { errorDescription } from "@/lib/error-description";
import { useEvalRunComparison, useEvalRuns } from "../api/eval-runs";
import { SCENARIO_STATUS_LABELS, comparisonSummary, formatDelta, formatPassRate, runLabel } from "../utils/run-display";
import { nativeSelectClass } from "@/components/ui/native-select";

const CHANGE_LABELS: Record<Change, string> = {
  improved: "Improved",
  regressed: "Regressed",
  "within-noise": "Within the noise",
  unchanged: "Unchanged",
  added: "Added",
  removed: "Removed",
};

const share = (value: number | null) => (value === null ? "" : ` (${Math.round(value * 100)}%)`);

const CHANGE_TONES = {
  improved: "border-success/30 bg-success/10 text-success",
  regressed: failedBadgeClass,
  "within-noise": "",
  unchanged: "",
  added: "border-sky-500/30 bg-sky-500/15 text-sky-800 dark:text-sky-300",
  removed: "",
} as const;

type Change = EvalRunComparison["scenarios"][number]["change"];

/** Two runs of a project: per scenario improved, regressed or unchanged, and per criterion the change of the mean score. */
export function RunComparisonPage({
  projectId,
  base,
  head,
  onChange,
  backTo,
}: {
  projectId: string;
  base: string | undefined;
  head: string | undefined;
  onChange: (next: { base?: string; head?: string }) => void;
  backTo: string;
}) {
  const runs = useEvalRuns(projectId);
  const comparison = useEvalRunComparison(projectId, base, head);
  const list = runs.data?.runs ?? [];
  const option = (run: EvalRun) =>
    `${runLabel(run)}: ${run.script.name} on ${run.target.name} (${formatPassRate(run.passRate)})`;

  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>Compare runs · AESOP</title>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={backTo}>
            <ArrowLeftIcon aria-hidden="true" /> Back to the Eval Agent
          </Link>
        </Button>
      </div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Compare two runs</h1>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Base run (before)" id="compare-base">
          <select
            className={nativeSelectClass}
            value={base ?? ""}
            onChange={(e) => onChange({ base: e.target.value, head })}
          >
            <option value="">Choose a run</option>
            {list.map((run) => (
              <option key={run.id} value={run.id}>
                {option(run)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Head run (after)" id="compare-head">
          <select
            className={nativeSelectClass}
            value={head ?? ""}
            onChange={(e) => onChange({ base, head: e.target.value })}
          >
            <option value="">Choose a run</option>
            {list.map((run) => (
              <option key={run.id} value={run.id}>
                {option(run)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {!base || !head ? (
        <p className="text-sm text-muted-foreground">Choose two runs of the project to compare.</p>
      ) : comparison.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Comparing...
        </p>
      ) : !comparison.data ? (
        <p role="alert" className="text-sm text-destructive">
          The runs could not be compared. {errorDescription(comparison.error)}
        </p>
      ) : (
        <ComparisonResult projectId={projectId} comparison={comparison.data} />
      )}
    </div>
  );
}

function ComparisonResult({ projectId, comparison }: { projectId: string; comparison: EvalRunComparison }) {
  const status = (value: EvalRunComparison["scenarios"][number]["base"]) =>
    value === null ? "—" : SCENARIO_STATUS_LABELS[value];
  const order: Change[] = ["regressed", "improved", "within-noise", "added", "removed", "unchanged"];
  const rate = comparison.passRate;
  const scenarios = comparison.scenarios.toSorted((a, b) => order.indexOf(a.change) - order.indexOf(b.change));
  return (
    <>
      <section aria-labelledby="compare-summary-title" className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
        <h2 id="compare-summary-title" className="text-lg font-semibold">
          <Link className="underline-offset-4 hover:underline" to={evalRunPath(projectId, comparison.base.id)}>
            {runLabel(comparison.base)}
          </Link>{" "}
          →{" "}
          <Link className="underline-offset-4 hover:underline" to={evalRunPath(projectId, comparison.head.id)}>
            {runLabel(comparison.head)}
          </Link>
        </h2>
        <p className="text-sm">
          Pass rate {formatPassRate(comparison.base.passRate)} →{" "}
          <strong>{formatPassRate(comparison.head.passRate)}</strong>. {comparisonSummary(comparison)}.
        </p>
        {rate.delta !== null && rate.delta !== 0 && (
          <p className="text-sm" data-testid="compare-noise">
            {rate.beyondNoise
              ? "The pass rate's change is beyond the noise"
              : "The pass rate's change is within the noise: it may be chance, not a real change"}{" "}
            <span className="text-muted-foreground">
              (two-proportion test p = {rate.pValue ?? "—"}
              {rate.intervalsOverlap === null
                ? ""
                : rate.intervalsOverlap
                  ? "; the 95% intervals overlap"
                  : "; the 95% intervals do not overlap"}
              ).
            </span>
          </p>
        )}
      </section>
      {comparison.strategies.length > 0 && <StrategyChanges comparison={comparison} />}
      <section aria-labelledby="compare-criteria-title" className="grid gap-3">
        <h2 id="compare-criteria-title" className="text-lg font-semibold">
          Rubric criteria
        </h2>
        {comparison.criteria.length === 0 ? (
          <p className="text-sm text-muted-foreground">Neither run scored the rubric (guided judge).</p>
        ) : (
          <Table aria-label="Mean score per criterion">
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Criterion</TableHead>
                <TableHead scope="col">{runLabel(comparison.base)}</TableHead>
                <TableHead scope="col">{runLabel(comparison.head)}</TableHead>
                <TableHead scope="col">Change</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {comparison.criteria.map((criterion) => (
                <TableRow key={criterion.criterionId}>
                  <TableHead scope="row" className="font-normal text-foreground">
                    {criterion.name}
                  </TableHead>
                  <TableCell className="tabular-nums">{criterion.base?.toFixed(1) ?? "—"}</TableCell>
                  <TableCell className="tabular-nums">{criterion.head?.toFixed(1) ?? "—"}</TableCell>
                  <TableCell
                    className={
                      criterion.delta !== null && criterion.delta < 0
                        ? "text-destructive tabular-nums"
                        : criterion.delta !== null && criterion.delta > 0
                          ? "text-success tabular-nums"
                          : "tabular-nums"
                    }
                  >
                    {formatDelta(criterion.delta)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      <section aria-labelledby="compare-scenarios-title" className="grid gap-3">
        <h2 id="compare-scenarios-title" className="text-lg font-semibold">
          Scenarios
        </h2>
        <Table aria-label="Scenarios compared">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Scenario</TableHead>
              <TableHead scope="col">Change</TableHead>
              <TableHead scope="col" className="hidden sm:table-cell">
                {runLabel(comparison.base)}
              </TableHead>
              <TableHead scope="col" className="hidden sm:table-cell">
                {runLabel(comparison.head)}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {scenarios.map((scenario) => (
              <TableRow key={scenario.scenarioId} data-change={scenario.change}>
                <TableCell className="max-w-[28rem] min-w-40 whitespace-normal break-words">
                  {scenario.title}
                  {/* On a phone the two statuses sit under the title instead of in two more columns. */}
                  <span className="mt-1 block text-xs text-muted-foreground sm:hidden">
                    {status(scenario.base)} → {status(scenario.head)}
                  </span>
                </TableCell>
                <TableCell>
                  <Badge className={CHANGE_TONES[scenario.change]}>{CHANGE_LABELS[scenario.change]}</Badge>
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  {status(scenario.base)}
                  {comparison.base.repeats > 1 && share(scenario.basePassShare)}
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  {status(scenario.head)}
                  {comparison.head.repeats > 1 && share(scenario.headPassShare)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
    </>
  );
}

/** Pass rate per attack strategy in both runs, the strategies that regressed named first (issue 36). */
function StrategyChanges({ comparison }: { comparison: EvalRunComparison }) {
  const regressed = comparison.strategies.filter((strategy) => strategy.regressed);
  return (
    <section aria-labelledby="compare-strategies-title" className="grid gap-3">
      <h2 id="compare-strategies-title" className="text-lg font-semibold">
        Attack strategies
      </h2>
      <p className="text-sm" data-testid="compare-strategies-summary">
        {regressed.length === 0
          ? "No strategy regressed."
          : `Regressed: ${regressed.map((strategy) => strategy.name).join(", ")}.`}
      </p>
      <Table aria-label="Pass rate per attack strategy">
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Strategy</TableHead>
            <TableHead scope="col">{runLabel(comparison.base)}</TableHead>
            <TableHead scope="col">{runLabel(comparison.head)}</TableHead>
            <TableHead scope="col">Scenarios</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {comparison.strategies.map((strategy) => (
            <TableRow key={strategy.strategy}>
              <TableHead scope="row" className="font-normal text-foreground">
                {strategy.name}
                {strategy.regressed && (
                  <Badge className={`ml-2 ${CHANGE_TONES.regressed}`}>{CHANGE_LABELS.regressed}</Badge>
                )}
              </TableHead>
              <TableCell className="tabular-nums">{formatPassRate(strategy.base)}</TableCell>
              <TableCell className="tabular-nums">{formatPassRate(strategy.head)}</TableCell>
              <TableCell className="text-sm text-muted-foreground">
                {strategy.regressedScenarios} regressed, {strategy.improvedScenarios} improved
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
