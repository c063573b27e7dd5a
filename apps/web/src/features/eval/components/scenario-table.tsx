import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import type { ScenarioResult } from "@aesop/shared/contracts/eval";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { nextSort, type ResultsSort, type ResultsSortKey } from "../utils/results-view";
import { categoryLabel, formatCost, formatLatency, sampleShare } from "../utils/run-display";
import { SORT_LABELS } from "./results-filters";
import { ScenarioStatusBadge } from "./scenario-status-badge";

/** The attribute a row's open button carries, so the page can give it focus back (Esc, j/k). */
export const SCENARIO_BUTTON_ATTRIBUTE = "data-scenario-button";

/**
 * The scenarios the results view shows: one row each with its status, category, severity, turns,
 * latency and cost; a column header sorts by it. A row's title is the button that opens its
 * transcript in the side panel, so the rows are what Tab, j/k and the arrows move between.
 */
export function ScenarioTable({
  scenarios,
  openId,
  onOpen,
  sort,
  onSortChange,
}: {
  scenarios: readonly ScenarioResult[];
  openId: string | undefined;
  onOpen: (scenarioId: string) => void;
  sort: ResultsSort;
  onSortChange: (sort: ResultsSort) => void;
}) {
  const header = (key: ResultsSortKey, className?: string) => (
    <SortableHead sortKey={key} sort={sort} onSortChange={onSortChange} className={className} />
  );
  return (
    <Table aria-label="Scenarios of the run" aria-describedby="results-search-hint">
      <TableHeader>
        <TableRow>
          {header("title")}
          {header("status")}
          {header("category", "hidden md:table-cell")}
          {header("severity", "hidden md:table-cell")}
          {header("turns", "hidden lg:table-cell")}
          {header("latency", "hidden lg:table-cell")}
          {header("cost", "hidden lg:table-cell")}
        </TableRow>
      </TableHeader>
      <TableBody>
        {scenarios.map((scenario) => {
          const open = openId === scenario.scenarioId;
          const failing = scenario.status === "failed" || scenario.status === "error";
          return (
            <TableRow
              key={scenario.scenarioId}
              data-status={scenario.status}
              aria-current={open ? "true" : undefined}
              className="aria-[current=true]:bg-primary/5 aria-[current=true]:shadow-[inset_3px_0_0_var(--color-primary)]"
            >
              <TableCell className="max-w-[28rem] min-w-0 align-top whitespace-normal">
                <button
                  type="button"
                  {...{ [SCENARIO_BUTTON_ATTRIBUTE]: scenario.scenarioId }}
                  className="rounded-sm text-left font-medium break-words underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:no-underline disabled:opacity-60"
                  onClick={() => onOpen(scenario.scenarioId)}
                  disabled={scenario.status === "pending"}
                  aria-label={`Open the transcript of ${scenario.title}`}
                  aria-expanded={open}
                >
                  {scenario.title}
                </button>
                {scenario.reason && failing && (
                  <span className="mt-1 block text-xs break-words text-destructive">{scenario.reason}</span>
                )}
                {/* On a phone the category, severity and turns columns are hidden: they sit under the title. */}
                <span className="mt-1 block text-xs text-muted-foreground md:hidden">
                  {categoryLabel(scenario.category)} · <span className="capitalize">{scenario.severity}</span> ·{" "}
                  {scenario.turnCount} {scenario.turnCount === 1 ? "turn" : "turns"}
                </span>
              </TableCell>
              {/* A narrow column whose pills stack on a phone, so none is cut off at the table's edge. */}
              <TableCell className="w-0 align-top">
                <div className="flex flex-col items-start gap-1 sm:flex-row sm:flex-wrap sm:items-center">
                  <StatusPills scenario={scenario} />
                </div>
                {sampleShare(scenario) && (
                  <span className="mt-1 block text-xs whitespace-normal text-muted-foreground tabular-nums">
                    {sampleShare(scenario)}
                  </span>
                )}
              </TableCell>
              <TableCell className="hidden align-top whitespace-normal md:table-cell">
                {categoryLabel(scenario.category)}
              </TableCell>
              <TableCell className="hidden align-top capitalize md:table-cell">{scenario.severity}</TableCell>
              <TableCell className="hidden align-top tabular-nums lg:table-cell">{scenario.turnCount}</TableCell>
              <TableCell className="hidden align-top tabular-nums lg:table-cell">
                {formatLatency(scenario.latencyMs)}
              </TableCell>
              <TableCell className="hidden align-top tabular-nums lg:table-cell">
                {formatCost(scenario.costUsd)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function StatusPills({ scenario }: { scenario: ScenarioResult }) {
  return (
    <>
      <ScenarioStatusBadge status={scenario.status} />
      {scenario.flaky && (
        <Badge className="border-amber-500/40 bg-amber-500/15 text-amber-900 dark:text-amber-200">Flaky</Badge>
      )}
      {scenario.humanVerdict && <Badge title="A person's verdict overrides the judge">Human</Badge>}
    </>
  );
}

/** A column header that sorts: ascending, descending, then the script's order again (aria-sort says which). */
function SortableHead({
  sortKey,
  sort,
  onSortChange,
  className,
}: {
  sortKey: ResultsSortKey;
  sort: ResultsSort;
  onSortChange: (sort: ResultsSort) => void;
  className?: string;
}) {
  const active = sort?.key === sortKey;
  const Icon = !active ? ArrowUpDownIcon : sort.descending ? ArrowDownIcon : ArrowUpIcon;
  const label = sortKey === "title" ? "Scenario" : SORT_LABELS[sortKey];
  return (
    <TableHead
      scope="col"
      className={cn("px-1", className)}
      aria-sort={active ? (sort.descending ? "descending" : "ascending") : undefined}
    >
      <button
        type="button"
        className="inline-flex min-h-8 items-center gap-1 rounded-sm px-1 font-medium outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        onClick={() => onSortChange(nextSort(sort, sortKey))}
      >
        {label}
        <Icon className={cn("size-3.5", !active && "opacity-50")} aria-hidden="true" />
      </button>
    </TableHead>
  );
}
