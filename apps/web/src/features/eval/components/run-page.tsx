import { FileTextIcon, GitCompareArrowsIcon, UserCheckIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { evalRunComparePath, evalRunReviewPath, projectReportPath } from "@/config/paths";
import { formatDateTime } from "@/lib/format-date";
import { useEvalRunResults } from "../api/get-eval-run";
import { resultsKeyAction, stepScenario } from "../utils/results-keys";
import { applyResultsView, readResultsView, writeResultsView, type ResultsView } from "../utils/results-view";
import { formatInterval, formatPassRate, isRunActive, runLabel } from "../utils/run-display";
import { targetEndpoint } from "./target-list";
import { FixLoop } from "./fix-loop";
import { FixOutcomes } from "./fix-outcomes";
import { RunBreakdown } from "./run-breakdown";
import { RunExports } from "./run-exports";
import { RunInCi } from "./run-in-ci";
import { EvalPageFrame, EvalPageHeader } from "./eval-page-frame";
import { RunProgress } from "./run-progress";
import { RerunFailedButton, RerunLinks, RerunScenarioButton } from "./rerun-controls";
import { ResultsFilters } from "./results-filters";
import { ScenarioPanel } from "./scenario-panel";
import { SCENARIO_BUTTON_ATTRIBUTE, ScenarioTable } from "./scenario-table";

/**
 * A run's own page: live progress while it runs, then the pass rate overall and per category,
 * severity and criterion, and the results view: the scenarios searched, filtered and sorted as the
 * URL says (a copied link opens the same view), one open in the side panel (?scenario=).
 */
export function RunPage({
  projectId,
  runId,
  projectName,
  backTo,
}: {
  projectId: string;
  runId: string;
  projectName: string | undefined;
  backTo: string;
}) {
  const results = useEvalRunResults(projectId, runId);
  const [search, setSearch] = useSearchParams();
  // The view lives in state and the URL mirrors it (for a shared link): a URL update lands a render
  // later, so a search box fed from it dropped the letters typed in between, and a checkbox flipped
  // back until it landed (CI clicked "Flaky only" and saw it unchecked). Only this page writes it.
  const [view, setViewState] = useState<ResultsView>(() => readResultsView(search));
  const setView = (next: ResultsView) => {
    setViewState(next);
    setSearch((current) => writeResultsView(current, next), { replace: true });
  };
  const openId = search.get("scenario") ?? undefined;
  const setOpen = (scenarioId: string | undefined) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (scenarioId) next.set("scenario", scenarioId);
        else next.delete("scenario");
        return next;
      },
      { replace: true },
    );

  const data = results.data;
  const scenarios = data?.scenarios ?? [];
  const shown = applyResultsView(scenarios, view);
  const shownIds = shown.map((scenario) => scenario.scenarioId);
  const openIndex = openId === undefined ? -1 : shownIds.indexOf(openId);
  const searchBox = useRef<HTMLInputElement>(null);
  // The scenario last open, whose row takes the focus back when the panel closes.
  const lastOpen = useRef(openId);
  useEffect(() => {
    if (openId !== undefined) lastOpen.current = openId;
  }, [openId]);
  // Matched by value rather than a CSS selector: a scenario id is the script's own text.
  const rowButton = (scenarioId: string | undefined) =>
    [...document.querySelectorAll<HTMLButtonElement>(`[${SCENARIO_BUTTON_ATTRIBUTE}]`)].find(
      (button) => scenarioId !== undefined && button.getAttribute(SCENARIO_BUTTON_ATTRIBUTE) === scenarioId,
    ) ?? null;
  /** The scenario the keys move from: the open one, else the row that has focus. */
  const currentId = () => openId ?? document.activeElement?.getAttribute(SCENARIO_BUTTON_ATTRIBUTE) ?? undefined;
  const step = (delta: 1 | -1) => {
    const next = stepScenario(shownIds, currentId(), delta);
    if (next === undefined) return;
    // With the panel open it follows; closed, the focus moves down the rows.
    if (openId) setOpen(next);
    else rowButton(next)?.focus();
  };
  // The key listener is added once per open scenario; it reads the latest `step` through this ref.
  const keys = useRef(step);
  useEffect(() => {
    keys.current = step;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const active = document.activeElement;
      const inResults =
        active?.hasAttribute(SCENARIO_BUTTON_ATTRIBUTE) === true ||
        (openId !== undefined && active?.closest("h2[tabindex]")?.closest("[data-testid=scenario-panel]") != null);
      const action = resultsKeyAction(event, inResults);
      if (!action || event.defaultPrevented) return;
      event.preventDefault();
      if (action.kind === "search") searchBox.current?.focus();
      else keys.current(action.delta);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [openId]);
  const run = data?.run;
  const title = run ? `${runLabel(run)}: ${run.script.name}` : "Evaluation run";
  const criterionNames = new Map((data?.byCriterion ?? []).map((row) => [row.criterionId, row.name]));

  return (
    <EvalPageFrame
      title={title}
      backTo={backTo}
      noun="run"
      pending={results.isPending}
      loaded={data !== undefined && run !== undefined}
      error={results.error}
    >
      {data && run && (
        <>
          <EvalPageHeader title={title} status={run.status}>
            {projectName && (
              <p className="min-w-0 truncate text-sm text-muted-foreground">
                Project: <span className="font-medium text-foreground">{projectName}</span>
              </p>
            )}
            <p className="text-sm break-words text-muted-foreground">
              Version {run.script.version} on <span className="font-medium text-foreground">{run.target.name}</span> (
              {targetEndpoint(run.target)}) ·{" "}
              {[
                run.judge === "llm" ? "LLM judge" : "Guided judge",
                `seed ${run.seed}`,
                run.repeats > 1 ? `${run.repeats} samples a scenario` : null,
                `started ${formatDateTime(run.startedAt ?? run.createdAt)}`,
                run.finishedAt ? `ended ${formatDateTime(run.finishedAt)}` : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            <RerunLinks projectId={projectId} results={data} />
          </EvalPageHeader>

          <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
            <div className="grid justify-items-start rounded-xl border bg-card px-5 py-4 shadow-sm">
              <span className="text-sm text-muted-foreground">
                {isRunActive(run.status) ? "Pass rate so far" : "Pass rate"}
              </span>
              <span className="text-4xl font-bold tabular-nums" data-testid="run-pass-rate">
                {formatPassRate(run.passRate)}
              </span>
              {run.passInterval && (
                <span className="text-sm text-muted-foreground tabular-nums" data-testid="run-pass-interval">
                  {formatInterval(run)}
                </span>
              )}
              {(run.flaky > 0 || run.overridden > 0) && (
                <span className="text-sm text-muted-foreground">
                  {[
                    run.flaky > 0 ? `${run.flaky} flaky` : null,
                    run.overridden > 0 ? `${run.overridden} overridden by a person` : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              )}
            </div>
            <div className="grid gap-3">
              {/* A run under way would export pending scenarios as if they were results. */}
              {!isRunActive(run.status) && <RunExports projectId={projectId} runId={runId} />}
              <div className="flex flex-wrap gap-2">
                <RerunFailedButton projectId={projectId} results={data} />
                <Button asChild variant="outline" size="sm">
                  <Link to={evalRunComparePath(projectId, undefined, runId)}>
                    <GitCompareArrowsIcon aria-hidden="true" /> Compare with another run
                  </Link>
                </Button>
                {!isRunActive(run.status) && (
                  <Button asChild variant="outline" size="sm">
                    <Link to={evalRunReviewPath(projectId, runId)}>
                      <UserCheckIcon aria-hidden="true" /> Needs a human
                    </Link>
                  </Button>
                )}
                <RunInCi
                  projectId={projectId}
                  targetId={run.target.id}
                  targetName={run.target.name}
                  scriptReportId={run.script.reportId}
                />
                {run.reportId !== null && (
                  <Button asChild variant="outline" size="sm">
                    <Link to={projectReportPath(projectId, run.reportId)}>
                      <FileTextIcon aria-hidden="true" /> The summary report
                    </Link>
                  </Button>
                )}
              </div>
            </div>
          </div>

          <RunProgress run={run} />
          {data.fixOutcomes && <FixOutcomes projectId={projectId} outcomes={data.fixOutcomes} />}
          <RunBreakdown results={data} />
          <section aria-labelledby="run-scenarios-title" className="grid min-w-0 gap-3">
            <h2 id="run-scenarios-title" className="text-lg font-semibold">
              Scenarios ({shown.length} of {scenarios.length})
            </h2>
            <ResultsFilters
              scenarios={scenarios}
              view={view}
              onViewChange={setView}
              searchRef={searchBox}
              onSearchEnter={() => rowButton(shownIds[0])?.focus()}
            />
            {shown.length === 0 ? (
              <p className="text-sm text-muted-foreground" role="status">
                No scenario matches the search and filters.
              </p>
            ) : (
              <ScenarioTable
                scenarios={shown}
                openId={openId}
                onOpen={setOpen}
                sort={view.sort}
                onSortChange={(sort) => setView({ ...view, sort })}
              />
            )}
          </section>
          <ScenarioPanel
            projectId={projectId}
            runId={runId}
            scenarioId={openId}
            title={scenarios.find((scenario) => scenario.scenarioId === openId)?.title}
            position={openIndex === -1 ? null : { index: openIndex, count: shownIds.length }}
            criterionNames={criterionNames}
            onStep={step}
            onClose={() => setOpen(undefined)}
            // Back to the row it was opened from (or the search box, when the filters now hide it).
            onClosed={() => (rowButton(lastOpen.current) ?? searchBox.current)?.focus()}
            actions={
              openId ? <RerunScenarioButton projectId={projectId} runId={runId} scenarioId={openId} /> : undefined
            }
          />
          {!isRunActive(run.status) && <FixLoop key={run.id} projectId={projectId} results={data} />}
        </>
      )}
    </EvalPageFrame>
  );
}
