import { ArrowDownIcon, ArrowUpIcon, SearchIcon } from "lucide-react";
import type { KeyboardEvent, RefObject } from "react";
import type { ScenarioResult } from "@aesop/shared/contracts/eval";
import { SCENARIO_SEVERITIES, SCENARIO_SOURCE_KIND_NAMES } from "@aesop/shared/contracts/test-scripts";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { nativeSelectClass } from "@/components/ui/native-select";
import { cn } from "@/lib/cn";
import {
  DEFAULT_RESULTS_VIEW,
  RESULTS_SORT_KEYS,
  failedCheckNames,
  isFiltered,
  type ResultsSortKey,
  type ResultsView,
} from "../utils/results-view";
import { SCENARIO_STATUS_LABELS, categoryLabel } from "../utils/run-display";

export const SORT_LABELS: Record<ResultsSortKey, string> = {
  title: "Title",
  status: "Status",
  category: "Category",
  severity: "Severity",
  turns: "Turns",
  latency: "Latency",
  cost: "Cost",
};

/** The run's values, plus the one the URL chose (a shared link's filter stays readable when nothing matches). */
const withChosen = <T extends string>(values: Iterable<T>, chosen: string): T[] => {
  const list = [...new Set(values)];
  return chosen && !list.includes(chosen as T) ? [...list, chosen as T] : list;
};

const capitalised = (text: string) => (text[0]?.toUpperCase() ?? "") + text.slice(1);

/**
 * The results view's search, filters and sort. Every choice lists only what the run holds (a source
 * or a failed check no scenario has is not offered); Enter in the search box moves to the first row.
 */
export function ResultsFilters({
  scenarios,
  view,
  onViewChange,
  searchRef,
  onSearchEnter,
}: {
  scenarios: readonly ScenarioResult[];
  view: ResultsView;
  onViewChange: (view: ResultsView) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  onSearchEnter: () => void;
}) {
  const categories = withChosen(
    scenarios.map((scenario) => scenario.category),
    view.category,
  );
  const statuses = withChosen(
    scenarios.map((scenario) => scenario.status),
    view.status === "failing" ? "" : view.status,
  );
  const sources = withChosen(
    scenarios.flatMap((scenario) => (scenario.source ? [scenario.source] : [])),
    view.source,
  );
  const checks = withChosen(
    scenarios.flatMap((scenario) => [...failedCheckNames(scenario)]),
    view.check,
  ).sort();
  const flakyCount = scenarios.filter((scenario) => scenario.flaky).length;
  const set = (patch: Partial<ResultsView>) => onViewChange({ ...view, ...patch });
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      onSearchEnter();
    }
  };
  const selectClass = cn(nativeSelectClass, "min-w-0");
  return (
    <div className="grid min-w-0 gap-3" role="search" aria-label="Search and filter the scenarios">
      <div className="grid gap-1 text-sm">
        <label htmlFor="results-search" className="font-medium">
          Search
        </label>
        <span className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={searchRef}
            id="results-search"
            type="search"
            className="pl-9"
            placeholder="Titles, messages, replies, check reasons"
            value={view.query}
            onChange={(event) => set({ query: event.target.value })}
            onKeyDown={onSearchKey}
            aria-describedby="results-search-hint"
          />
        </span>
        <span id="results-search-hint" className="text-xs text-muted-foreground">
          "/" comes here; Enter goes to the first result; then j/k or the arrows move, Enter opens, Esc closes.
        </span>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <div className="grid min-w-0 gap-1 text-sm">
          <label htmlFor="results-status" className="font-medium">
            Status
          </label>
          <select
            id="results-status"
            className={selectClass}
            value={view.status}
            onChange={(event) => set({ status: event.target.value as ResultsView["status"] })}
          >
            <option value="">Every status</option>
            <option value="failing">Failed or errored</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {SCENARIO_STATUS_LABELS[status] ?? status}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 gap-1 text-sm">
          <label htmlFor="results-category" className="font-medium">
            Category
          </label>
          <select
            id="results-category"
            className={selectClass}
            value={view.category}
            onChange={(event) => set({ category: event.target.value })}
          >
            <option value="">Every category</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 gap-1 text-sm">
          <label htmlFor="results-severity" className="font-medium">
            Severity
          </label>
          <select
            id="results-severity"
            className={selectClass}
            value={view.severity}
            onChange={(event) => set({ severity: event.target.value })}
          >
            <option value="">Every severity</option>
            {SCENARIO_SEVERITIES.toReversed().map((severity) => (
              <option key={severity} value={severity}>
                {capitalised(severity)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 gap-1 text-sm">
          <label htmlFor="results-failed-check" className="font-medium">
            Failed check
          </label>
          <select
            id="results-failed-check"
            className={selectClass}
            value={view.check}
            onChange={(event) => set({ check: event.target.value })}
          >
            <option value="">Any check</option>
            {checks.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 gap-1 text-sm">
          <label htmlFor="results-source" className="font-medium">
            Source
          </label>
          <select
            id="results-source"
            className={selectClass}
            value={view.source}
            onChange={(event) => set({ source: event.target.value })}
          >
            <option value="">Every source</option>
            {sources.map((source) => (
              <option key={source} value={source}>
                {SCENARIO_SOURCE_KIND_NAMES[source] ?? source}
              </option>
            ))}
          </select>
        </div>
        <div className="grid min-w-0 gap-1 text-sm">
          <label htmlFor="results-sort" className="font-medium">
            Sort by
          </label>
          <div className="flex min-w-0 gap-1">
            <select
              id="results-sort"
              className={selectClass}
              value={view.sort?.key ?? ""}
              onChange={(event) =>
                set({
                  sort: event.target.value
                    ? { key: event.target.value as ResultsSortKey, descending: view.sort?.descending ?? false }
                    : null,
                })
              }
            >
              <option value="">Script order</option>
              {RESULTS_SORT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {SORT_LABELS[key]}
                </option>
              ))}
            </select>
            {view.sort && (
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="size-10 shrink-0 sm:size-9"
                aria-label={view.sort.descending ? "Descending: sort ascending" : "Ascending: sort descending"}
                onClick={() => view.sort && set({ sort: { ...view.sort, descending: !view.sort.descending } })}
              >
                {view.sort.descending ? <ArrowDownIcon aria-hidden="true" /> : <ArrowUpIcon aria-hidden="true" />}
              </Button>
            )}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {(flakyCount > 0 || view.flakyOnly) && (
          <label className="flex min-h-9 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={view.flakyOnly}
              onChange={(event) => set({ flakyOnly: event.target.checked })}
            />
            Flaky only ({flakyCount})
          </label>
        )}
        {isFiltered(view) && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onViewChange({ ...DEFAULT_RESULTS_VIEW, sort: view.sort })}
          >
            Clear the search and filters
          </Button>
        )}
      </div>
    </div>
  );
}
