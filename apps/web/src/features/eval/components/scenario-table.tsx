import type { ScenarioResult } from "@aesop/shared/contracts/eval";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Badge } from "@/components/ui/badge";
import {
  categoryLabel,
  filterScenarios,
  formatCost,
  formatLatency,
  sampleShare,
  type ScenarioFilter,
} from "../utils/run-display";
import { nativeSelectClass } from "@/components/ui/native-select";
import { ScenarioStatusBadge } from "./scenario-status-badge";

/** The run's scenarios, filtered to the failed ones or one category; a scenario opens its transcript. */
export function ScenarioTable({
  scenarios,
  filter,
  onFilterChange,
  openId,
  onOpen,
}: {
  scenarios: readonly ScenarioResult[];
  filter: ScenarioFilter;
  onFilterChange: (filter: ScenarioFilter) => void;
  openId: string | undefined;
  onOpen: (scenarioId: string) => void;
}) {
  const categories = [...new Set(scenarios.map((scenario) => scenario.category))];
  const flakyCount = scenarios.filter((scenario) => scenario.flaky).length;
  const shown = filterScenarios(scenarios, filter);
  return (
    <section aria-labelledby="run-scenarios-title" className="grid min-w-0 gap-3">
      <h2 id="run-scenarios-title" className="text-lg font-semibold">
        Scenarios ({shown.length} of {scenarios.length})
      </h2>
      <div className="flex flex-wrap items-end gap-4" role="group" aria-label="Filter the scenarios">
        <label className="flex min-h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={filter.failedOnly}
            onChange={(e) => onFilterChange({ ...filter, failedOnly: e.target.checked })}
          />
          Failed only
        </label>
        {(flakyCount > 0 || filter.flakyOnly) && (
          <label className="flex min-h-9 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={filter.flakyOnly ?? false}
              onChange={(e) => onFilterChange({ ...filter, flakyOnly: e.target.checked })}
            />
            Flaky only ({flakyCount})
          </label>
        )}
        <label className="grid gap-1 text-sm">
          <span className="font-medium">Category</span>
          <select
            className={`${nativeSelectClass} sm:w-64`}
            value={filter.category}
            onChange={(e) => onFilterChange({ ...filter, category: e.target.value })}
          >
            <option value="">Every category</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No scenario matches the filters.</p>
      ) : (
        <Table aria-label="Scenarios of the run">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Scenario</TableHead>
              <TableHead scope="col">Status</TableHead>
              <TableHead scope="col" className="hidden md:table-cell">
                Category
              </TableHead>
              <TableHead scope="col" className="hidden md:table-cell">
                Severity
              </TableHead>
              <TableHead scope="col" className="hidden lg:table-cell">
                Latency
              </TableHead>
              <TableHead scope="col" className="hidden lg:table-cell">
                Cost
              </TableHead>
              <TableHead scope="col" className="hidden sm:table-cell">
                <span className="sr-only">Transcript</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((scenario) => (
              <TableRow
                key={scenario.scenarioId}
                data-status={scenario.status}
                aria-current={openId === scenario.scenarioId ? "true" : undefined}
                className="aria-[current=true]:bg-primary/5"
              >
                <TableCell className="max-w-[28rem] min-w-48 align-top whitespace-normal">
                  <span className="font-medium break-words">{scenario.title}</span>
                  {scenario.reason && (scenario.status === "failed" || scenario.status === "error") && (
                    <span className="mt-1 block text-xs text-destructive">{scenario.reason}</span>
                  )}
                  <span className="mt-1 block text-xs text-muted-foreground md:hidden">
                    {categoryLabel(scenario.category)} · {scenario.severity}
                  </span>
                  {/* On a phone the button sits under the title: a last column would scroll out of sight. */}
                  <TranscriptButton
                    scenario={scenario}
                    open={openId === scenario.scenarioId}
                    onOpen={onOpen}
                    className="mt-2 sm:hidden"
                  />
                </TableCell>
                <TableCell className="align-top">
                  <div className="flex flex-wrap items-center gap-1">
                    <ScenarioStatusBadge status={scenario.status} />
                    {scenario.flaky && (
                      <Badge className="border-amber-500/40 bg-amber-500/15 text-amber-900 dark:text-amber-200">
                        Flaky
                      </Badge>
                    )}
                    {scenario.humanVerdict && <Badge title="A person's verdict overrides the judge">Human</Badge>}
                  </div>
                  {sampleShare(scenario) && (
                    <span className="mt-1 block text-xs text-muted-foreground tabular-nums">
                      {sampleShare(scenario)}
                    </span>
                  )}
                </TableCell>
                <TableCell className="hidden align-top md:table-cell">{categoryLabel(scenario.category)}</TableCell>
                <TableCell className="hidden align-top capitalize md:table-cell">{scenario.severity}</TableCell>
                <TableCell className="hidden align-top tabular-nums lg:table-cell">
                  {formatLatency(scenario.latencyMs)}
                </TableCell>
                <TableCell className="hidden align-top tabular-nums lg:table-cell">
                  {formatCost(scenario.costUsd)}
                </TableCell>
                <TableCell className="hidden align-top sm:table-cell">
                  <TranscriptButton scenario={scenario} open={openId === scenario.scenarioId} onOpen={onOpen} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

function TranscriptButton({
  scenario,
  open,
  onOpen,
  className,
}: {
  scenario: ScenarioResult;
  open: boolean;
  onOpen: (scenarioId: string) => void;
  className?: string;
}) {
  return (
    <Button
      size="sm"
      variant={open ? "secondary" : "outline"}
      className={className}
      onClick={() => onOpen(scenario.scenarioId)}
      disabled={scenario.status === "pending"}
      aria-label={`Open the transcript of ${scenario.title}`}
    >
      Transcript
    </Button>
  );
}
