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

const selectClass = cn(nativeSelectClass, "min-w-0");

/** One labelled filter: its choices are the run's own values, the first one meaning "no filter". */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="grid min-w-0 gap-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

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
            placeholder="Titles, replies, reasons"
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
        <FilterSelect
          id="results-status"
          label="Status"
          value={view.status}
          onChange={(status) => set({ status: status as ResultsView["status"] })}
          options={[
            { value: "", label: "Every status" },
            { value: "failing", label: "Failed or errored" },
            ...statuses.map((status) => ({ value: status, label: SCENARIO_STATUS_LABELS[status] ?? status })),
          ]}
        />
        <FilterSelect
          id="results-category"
          label="Category"
          value={view.category}
          onChange={(category) => set({ category })}
          options={[
            { value: "", label: "Every category" },
            ...categories.map((category) => ({ value: category, label: categoryLabel(category) })),
          ]}
        />
        <FilterSelect
          id="results-severity"
          label="Severity"
          value={view.severity}
          onChange={(severity) => set({ severity })}
          options={[
            { value: "", label: "Every severity" },
            ...SCENARIO_SEVERITIES.toReversed().map((severity) => ({ value: severity, label: capitalised(severity) })),
          ]}
        />
        <FilterSelect
          id="results-failed-check"
          label="Failed check"
          value={view.check}
          onChange={(check) => set({ check })}
          options={[{ value: "", label: "Any check" }, ...checks.map((name) => ({ value: name, label: name }))]}
        />
        <FilterSelect
          id="results-source"
          label="Source"
          value={view.source}
          onChange={(source) => set({ source })}
          options={[
            { value: "", label: "Every source" },
            ...sources.map((source) => ({ value: source, label: SCENARIO_SOURCE_KIND_NAMES[source] ?? source })),
          ]}
        />
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
