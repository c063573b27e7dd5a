import { ArrowLeftIcon, FileTextIcon, GitCompareArrowsIcon } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { evalRunComparePath, projectReportPath } from "@/config/paths";
import { formatDateTime } from "@/lib/format-date";
import { errorDescription } from "@/lib/error-description";
import { useEvalRunResults } from "../api/eval-runs";
import { formatInterval, formatPassRate, isRunActive, runLabel, type ScenarioFilter } from "../utils/run-display";
import { targetEndpoint } from "./target-list";
import { FixLoop } from "./fix-loop";
import { FixOutcomes } from "./fix-outcomes";
import { RunBreakdown } from "./run-breakdown";
import { RunExports } from "./run-exports";
import { RunInCi } from "./run-in-ci";
import { RunProgress } from "./run-progress";
import { RunStatusBadge } from "./run-status-badge";
import { RerunFailedButton, RerunLinks } from "./rerun-controls";
import { ScenarioTable } from "./scenario-table";
import { ScenarioTranscript } from "./scenario-transcript";

/**
 * A run's own page: live progress while it runs, then the pass rate overall and per category,
 * severity and criterion, the scenarios and their transcripts (?scenario= keeps one open in the URL).
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
  const [filter, setFilter] = useState<ScenarioFilter>({ failedOnly: false, flakyOnly: false, category: "" });
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
  const run = data?.run;
  const title = run ? `${runLabel(run)}: ${run.script.name}` : "Evaluation run";
  const criterionNames = new Map((data?.byCriterion ?? []).map((row) => [row.criterionId, row.name]));

  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>{`${title} · AESOP`}</title>
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={backTo}>
            <ArrowLeftIcon aria-hidden="true" /> Back to the Eval Agent
          </Link>
        </Button>
      </div>
      {results.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the run...
        </p>
      ) : !data || !run ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight">Evaluation run</h1>
          <p role="alert" className="text-sm text-destructive">
            The run could not be loaded. {errorDescription(results.error)}
          </p>
        </>
      ) : (
        <>
          <header className="grid min-w-0 gap-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
              <RunStatusBadge status={run.status} />
            </div>
            {projectName && (
              <p className="min-w-0 truncate text-sm text-muted-foreground">
                Project: <span className="font-medium text-foreground">{projectName}</span>
              </p>
            )}
            <p className="text-sm break-words text-muted-foreground">
              Version {run.script.version} on <span className="font-medium text-foreground">{run.target.name}</span> (
              {targetEndpoint(run.target)}) · {run.judge === "llm" ? "LLM judge" : "Guided judge"} · seed {run.seed} ·
              {run.repeats > 1 && <> {run.repeats} samples a scenario ·</>}
              started {formatDateTime(run.startedAt ?? run.createdAt)}
              {run.finishedAt && <> · ended {formatDateTime(run.finishedAt)}</>}
            </p>
            <RerunLinks projectId={projectId} results={data} />
          </header>

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
          <ScenarioTable
            scenarios={data.scenarios}
            filter={filter}
            onFilterChange={setFilter}
            openId={openId}
            onOpen={setOpen}
          />
          {openId && (
            <ScenarioTranscript
              key={openId}
              projectId={projectId}
              runId={runId}
              scenarioId={openId}
              criterionNames={criterionNames}
              onClose={() => setOpen(undefined)}
            />
          )}
          {!isRunActive(run.status) && <FixLoop key={run.id} projectId={projectId} results={data} />}
        </>
      )}
    </div>
  );
}
