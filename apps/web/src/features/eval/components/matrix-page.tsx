import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { EvalMatrix } from "@aesop/shared/contracts/eval-matrices";
import { Button } from "@/components/ui/button";
import { evalRunPath } from "@/config/paths";
import { matrixExportUrl } from "../api/export-eval-matrix";
import { useEvalMatrix } from "../api/get-eval-matrix";
import {
  formatInterval,
  formatPassRate,
  isRunActive,
  progressLabel,
  progressPercent,
  runLabel,
} from "../utils/run-display";
import { EvalPageFrame, EvalPageHeader } from "./eval-page-frame";
import { RunStatusBadge } from "./run-status-badge";
import { ScenarioStatusBadge } from "./scenario-status-badge";
import { ScenarioPanel } from "./scenario-panel";

const EXPORTS = [
  { format: "csv", label: "CSV" },
  { format: "json", label: "JSON" },
  { format: "junit", label: "JUnit XML" },
] as const;

/**
 * A matrix run's page (issue 36, decision 0071): each target's progress and pass rate (with its
 * interval when repeats > 1), then a row per scenario and a column per target; a cell opens that
 * target's transcript of the scenario (the replies) beside the table.
 */
export function MatrixPage({ projectId, matrixId, backTo }: { projectId: string; matrixId: string; backTo: string }) {
  const matrix = useEvalMatrix(projectId, matrixId);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const [open, setOpen] = useState<{ runId: string; scenarioId: string } | null>(null);
  const data = matrix.data;
  const title = data ? `Matrix: ${data.script.name}` : "Matrix run";

  return (
    <EvalPageFrame
      title={title}
      backTo={backTo}
      noun="matrix"
      pending={matrix.isPending}
      loaded={data !== undefined}
      error={matrix.error}
    >
      {data && (
        <>
          <EvalPageHeader title={title} status={data.status}>
            <p className="text-sm break-words text-muted-foreground">
              Version {data.script.version} on {data.runs.length} targets · seed {data.runs[0]?.seed}
              {(data.runs[0]?.repeats ?? 1) > 1 && <> · {data.runs[0]?.repeats} samples a scenario</>}
            </p>
          </EvalPageHeader>
          <TargetFigures matrix={data} />
          {!isRunActive(data.status) && (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-muted-foreground">Download the matrix:</span>
              {EXPORTS.map(({ format, label }) => (
                <Button key={format} asChild variant="outline" size="sm">
                  <a href={matrixExportUrl(projectId, matrixId, format)} download>
                    <DownloadIcon aria-hidden="true" /> {label}
                  </a>
                </Button>
              ))}
            </div>
          )}
          <MatrixTable
            matrix={data}
            differencesOnly={differencesOnly}
            onDifferencesOnly={setDifferencesOnly}
            open={open}
            onOpen={setOpen}
          />
          <ScenarioPanel
            projectId={projectId}
            runId={open?.runId ?? ""}
            scenarioId={open?.scenarioId}
            title={open ? cellTitle(data, open) : undefined}
            position={null}
            criterionNames={NO_CRITERIA}
            // One cell at a time: the table, not the panel, moves between scenarios and targets.
            onStep={() => undefined}
            onClose={() => setOpen(null)}
            onClosed={() => undefined}
          />
        </>
      )}
    </EvalPageFrame>
  );
}

const NO_CRITERIA: ReadonlyMap<string, string> = new Map();

/** "Asks for an address on Careless model": the open cell, named for the panel's heading. */
function cellTitle(matrix: EvalMatrix, open: { runId: string; scenarioId: string }): string {
  const row = matrix.scenarios.find((scenario) => scenario.scenarioId === open.scenarioId);
  const run = matrix.runs.find((candidate) => candidate.id === open.runId);
  return `${row?.title ?? open.scenarioId} on ${run?.target.name ?? "its target"}`;
}

/** Each target's run: its progress while it runs, its pass rate and interval. */
function TargetFigures({ matrix }: { matrix: EvalMatrix }) {
  return (
    <section aria-labelledby="matrix-targets-title" className="grid gap-3">
      <h2 id="matrix-targets-title" className="text-lg font-semibold">
        Targets
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {matrix.runs.map((run) => (
          <li
            key={run.id}
            className="grid min-w-0 gap-2 rounded-xl border bg-card p-4 shadow-sm"
            data-testid="matrix-target"
          >
            <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
              <Link
                to={evalRunPath(matrix.projectId, run.id)}
                className="min-w-0 font-medium break-words text-primary underline-offset-4 hover:underline"
              >
                {run.target.name}
              </Link>
              <RunStatusBadge status={run.status} />
            </div>
            <span className="text-3xl font-bold tabular-nums" data-testid="matrix-pass-rate">
              {formatPassRate(run.passRate)}
            </span>
            {run.passInterval && (
              <span className="text-sm text-muted-foreground tabular-nums">{formatInterval(run)}</span>
            )}
            <progress
              className="h-2 w-full accent-primary"
              max={100}
              value={progressPercent(run.progress)}
              aria-label={`${run.target.name}: ${progressLabel(run.progress, run.repeats)}`}
            />
            <span className="text-sm text-muted-foreground">
              {runLabel(run)} · {progressLabel(run.progress, run.repeats)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MatrixTable({
  matrix,
  differencesOnly,
  onDifferencesOnly,
  open,
  onOpen,
}: {
  matrix: EvalMatrix;
  differencesOnly: boolean;
  onDifferencesOnly: (value: boolean) => void;
  open: { runId: string; scenarioId: string } | null;
  onOpen: (cell: { runId: string; scenarioId: string }) => void;
}) {
  const rows = differencesOnly ? matrix.scenarios.filter((row) => row.differs) : matrix.scenarios;
  const differing = matrix.scenarios.filter((row) => row.differs).length;
  return (
    <section aria-labelledby="matrix-table-title" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="matrix-table-title" className="text-lg font-semibold">
          Scenarios by target
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={differencesOnly}
            onChange={(event) => onDifferencesOnly(event.target.checked)}
          />
          Differences only ({differing} of {matrix.scenarios.length})
        </label>
      </div>
      <div className="min-w-0 overflow-x-auto rounded-xl border bg-card shadow-sm">
        <table className="w-full text-sm">
          <caption className="sr-only">
            A row per scenario, a column per target; choose a verdict to read that target's replies.
          </caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="px-3 py-2 font-medium">
                Scenario
              </th>
              {matrix.runs.map((run) => (
                <th key={run.id} scope="col" className="px-3 py-2 font-medium break-words">
                  {run.target.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={matrix.runs.length + 1} className="px-3 py-4 text-muted-foreground">
                  Every target gave the same verdicts.
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr
                key={row.scenarioId}
                className="border-b last:border-0"
                data-testid="matrix-row"
                data-differs={row.differs}
              >
                <th scope="row" className="max-w-64 px-3 py-2 text-left font-normal break-words">
                  {row.title}
                </th>
                {row.cells.map((cell, index) => {
                  const target = matrix.runs[index]?.target.name ?? "";
                  const selected = open?.runId === cell.runId && open.scenarioId === row.scenarioId;
                  return (
                    <td key={cell.runId} className="px-3 py-2">
                      <button
                        type="button"
                        className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:ring-2 aria-pressed:ring-primary"
                        aria-pressed={selected}
                        aria-label={`${row.title} on ${target}: ${cell.status}. Show the replies.`}
                        title={cell.reason ?? undefined}
                        onClick={() => onOpen({ runId: cell.runId, scenarioId: row.scenarioId })}
                      >
                        <ScenarioStatusBadge status={cell.status} />
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
