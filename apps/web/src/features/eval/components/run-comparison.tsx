import { ArrowLeftIcon } from "lucide-react";
import { Fragment, useEffect, useState } from "react";
import { Link } from "react-router";
import type { EvalRun, EvalRunComparison } from "@aesop/shared/contracts/eval";
import { failedBadgeClass } from "./badge-tones";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { evalRunPath } from "@/config/paths";
import { errorDescription } from "@/lib/error-description";
import { useEvalRunComparison } from "../api/compare-eval-runs";
import { useEvalRuns } from "../api/get-eval-runs";
import { useScenarioTranscript } from "../api/get-scenario-transcript";
import { useProjectScriptNumbers } from "../api/project-script-numbers";
import { defaultBaseRun, runChoiceLabel } from "../utils/run-choice";
import { ScenarioStatusBadge } from "./scenario-status-badge";
import {
  SCENARIO_STATUS_LABELS,
  comparisonSummary,
  formatDelta,
  formatPassRate,
  runLabel,
  sharedRates,
} from "../utils/run-display";
import { nativeSelectClass } from "@/components/ui/native-select";

const CHANGE_LABELS: Record<Change, string> = {
  improved: "Improved",
  regressed: "Regressed",
  "within-noise": "Within the noise",
  unchanged: "Unchanged",
  // A re-run plays only some scenarios: the others were not played, not taken out of the script.
  added: "New in the head run",
  removed: "Not in the head run",
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

/** The comparison's scenario filter: every scenario, or one kind of change. */
const CHANGE_FILTERS = ["all", "regressed", "improved", "within-noise", "unchanged", "added", "removed"] as const;
type ChangeFilter = (typeof CHANGE_FILTERS)[number];

/** The URL's `show`, read leniently: a link with an unknown filter shows every scenario. */
const changeFilterOf = (value: string | undefined): ChangeFilter =>
  CHANGE_FILTERS.find((filter) => filter === value) ?? "all";

/** Two runs of a project: per scenario improved, regressed or unchanged, and per criterion the change of the mean score. */
export function RunComparisonPage({
  projectId,
  base,
  head,
  show,
  onChange,
  onShowChange,
  backTo,
}: {
  projectId: string;
  base: string | undefined;
  head: string | undefined;
  /** The scenario filter kept in the URL, so that a link shares the filtered comparison. */
  show?: string;
  onChange: (next: { base?: string; head?: string }) => void;
  onShowChange: (show: string) => void;
  backTo: string;
}) {
  const runs = useEvalRuns(projectId);
  const scriptNumbers = useProjectScriptNumbers(projectId).data?.numbers;
  const comparison = useEvalRunComparison(projectId, base, head);
  const list = runs.data?.runs ?? [];
  const option = (run: EvalRun) => runChoiceLabel(run, scriptNumbers?.get(run.script.reportId));
  // Opened from a run ("Compare with another run"): the run before it is the base, chosen once.
  const headRun = list.find((run) => run.id === head);
  const preselected = !base && headRun ? defaultBaseRun(list, headRun)?.id : undefined;
  useEffect(() => {
    if (preselected) onChange({ base: preselected, head });
  }, [preselected, head, onChange]);

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
      {/* One above the other: a choice's label (run, script, target, date, pass rate) is too long to share a row. */}
      <div className="grid gap-4">
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
        <ComparisonResult
          projectId={projectId}
          comparison={comparison.data}
          shown={changeFilterOf(show)}
          onShown={onShowChange}
        />
      )}
    </div>
  );
}

function ComparisonResult({
  projectId,
  comparison,
  shown,
  onShown,
}: {
  projectId: string;
  comparison: EvalRunComparison;
  shown: ChangeFilter;
  onShown: (show: ChangeFilter) => void;
}) {
  const status = (value: EvalRunComparison["scenarios"][number]["base"]) =>
    value === null ? "—" : SCENARIO_STATUS_LABELS[value];
  const order: Change[] = ["regressed", "improved", "within-noise", "added", "removed", "unchanged"];
  const rate = comparison.passRate;
  const shared = sharedRates(comparison);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const toggle = (scenarioId: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(scenarioId)) next.add(scenarioId);
      return next;
    });
  const countOf = (value: ChangeFilter) =>
    value === "all" ? comparison.scenarios.length : comparison.scenarios.filter((s) => s.change === value).length;
  const scenarios = comparison.scenarios
    .filter((scenario) => shown === "all" || scenario.change === shown)
    .toSorted((a, b) => order.indexOf(a.change) - order.indexOf(b.change));
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
        {shared && (
          <p className="text-sm" data-testid="compare-shared">
            {shared}
          </p>
        )}
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
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="compare-scenarios-title" className="text-lg font-semibold">
            Scenarios
          </h2>
          <FormField label="Show" id="compare-change-filter" className="w-56">
            <select
              className={nativeSelectClass}
              value={shown}
              onChange={(e) => onShown(changeFilterOf(e.target.value))}
            >
              {CHANGE_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {value === "all" ? "Every scenario" : CHANGE_LABELS[value]} ({countOf(value)})
                </option>
              ))}
            </select>
          </FormField>
        </div>
        {scenarios.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No scenario is {CHANGE_LABELS[shown as Change]?.toLowerCase()}.
          </p>
        ) : (
          <Table aria-label="Scenarios compared">
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Scenario</TableHead>
                <TableHead scope="col" className="hidden sm:table-cell">
                  Change
                </TableHead>
                <TableHead scope="col" className="hidden sm:table-cell">
                  {runLabel(comparison.base)}
                </TableHead>
                <TableHead scope="col" className="hidden sm:table-cell">
                  {runLabel(comparison.head)}
                </TableHead>
                <TableHead scope="col">
                  <span className="sr-only">Replies</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {scenarios.map((scenario) => (
                <Fragment key={scenario.scenarioId}>
                  <TableRow data-change={scenario.change}>
                    <TableCell className="max-w-[28rem] min-w-40 whitespace-normal break-words">
                      {scenario.title}
                      {/* On a phone the change and the two statuses sit under the title instead of in three more columns. */}
                      <span className="mt-1 flex flex-wrap items-center gap-1 text-xs text-muted-foreground sm:hidden">
                        <Badge className={CHANGE_TONES[scenario.change]}>{CHANGE_LABELS[scenario.change]}</Badge>
                        {status(scenario.base)} → {status(scenario.head)}
                      </span>
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">
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
                    <TableCell>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-expanded={opened.has(scenario.scenarioId)}
                        aria-label={`${opened.has(scenario.scenarioId) ? "Hide" : "Show"} the replies to ${scenario.title}`}
                        onClick={() => toggle(scenario.scenarioId)}
                      >
                        Replies
                      </Button>
                    </TableCell>
                  </TableRow>
                  {opened.has(scenario.scenarioId) && (
                    <TableRow>
                      <TableCell colSpan={5} className="whitespace-normal">
                        <SideBySideReplies projectId={projectId} comparison={comparison} scenario={scenario} />
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </>
  );
}

/** One scenario's dialogue in both runs, side by side (stacked on a phone), each with its verdict. */
function SideBySideReplies({
  projectId,
  comparison,
  scenario,
}: {
  projectId: string;
  comparison: EvalRunComparison;
  scenario: EvalRunComparison["scenarios"][number];
}) {
  // A run that did not play the scenario (a re-run plays some of its script's) has no status for it.
  return (
    <div className="grid gap-3 md:grid-cols-2" role="group" aria-label={`Replies to ${scenario.title}`}>
      <RunReplies
        projectId={projectId}
        run={comparison.base}
        scenarioId={scenario.scenarioId}
        inRun={scenario.base !== null}
      />
      <RunReplies
        projectId={projectId}
        run={comparison.head}
        scenarioId={scenario.scenarioId}
        inRun={scenario.head !== null}
      />
    </div>
  );
}

function RunReplies({
  projectId,
  run,
  scenarioId,
  inRun,
}: {
  projectId: string;
  run: EvalRun;
  scenarioId: string;
  inRun: boolean;
}) {
  const transcript = useScenarioTranscript(projectId, run.id, inRun ? scenarioId : undefined);
  const data = transcript.data;
  return (
    <section
      aria-label={`${runLabel(run)}'s replies`}
      className="grid min-w-0 content-start gap-2 rounded-lg border p-3"
    >
      <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        {runLabel(run)}
        {data && <ScenarioStatusBadge status={data.status} />}
      </h3>
      {!inRun ? (
        <p className="text-sm text-muted-foreground">This run did not play the scenario.</p>
      ) : transcript.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the replies...
        </p>
      ) : !data ? (
        <p role="alert" className="text-sm text-destructive">
          The replies could not be loaded. {errorDescription(transcript.error)}
        </p>
      ) : (
        <>
          {data.reason && <p className="text-sm break-words">{data.reason}</p>}
          <ol className="grid gap-2">
            {data.turns.map((turn) => (
              <li key={turn.index} className="grid gap-1 text-sm">
                <p className="break-words text-muted-foreground">
                  <span className="font-medium text-foreground">Message {turn.index + 1}:</span> {turn.message}
                </p>
                <p className="rounded-md bg-muted/50 p-2 break-words whitespace-pre-wrap" data-testid="compare-reply">
                  {turn.reply ?? turn.error ?? "No reply."}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
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
