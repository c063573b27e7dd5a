import { GitCompareArrowsIcon, Grid3x3Icon, HistoryIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { evalMatrixPath, evalRunComparePath, evalRunPath, projectHistoryPath } from "@/config/paths";
import { errorDescription } from "@/lib/error-description";
import { formatDateTime } from "@/lib/format-date";
import { useEvalRuns } from "../api/get-eval-runs";
import { defaultComparison, formatPassRate, isRunActive, runLabel } from "../utils/run-display";
import { PassRateHistory } from "./pass-rate-history";
import { RunStatusBadge } from "./run-status-badge";

/** The project's runs, newest first, with the pass rate history above them. */
export function RunList({ projectId }: { projectId: string }) {
  const runs = useEvalRuns(projectId);
  const list = runs.data?.runs ?? [];
  const comparison = defaultComparison(list);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl" id="eval-runs-title">
          Evaluation runs ({list.length})
        </CardTitle>
        <CardDescription>
          Open a run for its results and transcripts; compare two runs to see what changed.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {runs.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading runs...
          </p>
        ) : runs.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The runs could not be loaded. {errorDescription(runs.error)}
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No runs yet: start one above.</p>
        ) : (
          <>
            <PassRateHistory runs={list} />
            <div className="flex flex-wrap gap-2">
              {comparison.base && comparison.head && (
                <Button asChild variant="outline" size="sm">
                  <Link to={evalRunComparePath(projectId, comparison.base, comparison.head)}>
                    <GitCompareArrowsIcon aria-hidden="true" /> Compare two runs
                  </Link>
                </Button>
              )}
              <Button asChild variant="outline" size="sm">
                <Link to={projectHistoryPath(projectId)}>
                  <HistoryIcon aria-hidden="true" /> Project history
                </Link>
              </Button>
            </div>
            <ul className="grid gap-2" aria-labelledby="eval-runs-title">
              {list.map((run) => (
                <li key={run.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
                  <div className="grid min-w-0 gap-1">
                    <Link
                      to={evalRunPath(projectId, run.id)}
                      className="font-medium break-words text-primary underline-offset-4 hover:underline"
                    >
                      {runLabel(run)}: {run.script.name} (v{run.script.version}) on {run.target.name}
                    </Link>
                    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                      <RunStatusBadge status={run.status} />
                      <span>
                        {run.judge === "llm" ? "LLM judge" : "Guided judge"} · {run.progress.done} of{" "}
                        {run.progress.total} scenarios
                      </span>
                      <span>{formatDateTime(run.createdAt)}</span>
                      {run.matrixId && (
                        // One of several targets played together: the matrix shows them side by side.
                        <Link
                          to={evalMatrixPath(projectId, run.matrixId)}
                          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                        >
                          <Grid3x3Icon aria-hidden="true" className="size-3.5" /> Part of a matrix
                        </Link>
                      )}
                    </p>
                  </div>
                  <p className="text-right">
                    <span className="block text-xl font-semibold tabular-nums">{formatPassRate(run.passRate)}</span>
                    <span className="text-xs text-muted-foreground">
                      {isRunActive(run.status) ? "pass rate so far" : "pass rate"}
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
