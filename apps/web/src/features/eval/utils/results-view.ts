import type { ScenarioResult, ScenarioResultStatus } from "@aesop/shared/contracts/eval";
import { SCENARIO_SEVERITIES, checkTypeName } from "@aesop/shared/contracts/test-scripts";

/**
 * The run page's results view as it lives in the URL's search params, so that a copied link opens
 * the same view: the search, the filters and the sort. An empty field is the default and is left
 * out of the URL; params the view does not own (`?scenario=`, the open transcript) are kept.
 */
export interface ResultsView {
  /** Words searched in titles, messages, replies and check reasons (case-insensitive). */
  query: string;
  /** A scenario status, or "failing" for failed or errored; empty for every status. */
  status: "" | "failing" | ScenarioResultStatus;
  category: string;
  severity: string;
  /** A check's human name ("Wording"): scenarios where a check of that name failed. */
  check: string;
  /** A scenario source kind ("library", "review-gap"…). */
  source: string;
  flakyOnly: boolean;
  sort: ResultsSort;
}

export const RESULTS_SORT_KEYS = ["title", "status", "category", "severity", "turns", "latency", "cost"] as const;
export type ResultsSortKey = (typeof RESULTS_SORT_KEYS)[number];
/** null: the script's own order. */
export type ResultsSort = { key: ResultsSortKey; descending: boolean } | null;

export const DEFAULT_RESULTS_VIEW: ResultsView = {
  query: "",
  status: "",
  category: "",
  severity: "",
  check: "",
  source: "",
  flakyOnly: false,
  sort: null,
};

const STATUSES: readonly ResultsView["status"][] = [
  "failing",
  "pending",
  "running",
  "passed",
  "failed",
  "error",
  "cancelled",
];

/** The view a URL asks for; an unknown status or sort (a hand-edited link) falls back to the default. */
export function readResultsView(params: URLSearchParams): ResultsView {
  const status = params.get("status") ?? "";
  const sortParam = params.get("sort") ?? "";
  const descending = sortParam.startsWith("-");
  const sortKey = descending ? sortParam.slice(1) : sortParam;
  return {
    query: params.get("q") ?? "",
    status: (STATUSES as readonly string[]).includes(status) ? (status as ResultsView["status"]) : "",
    category: params.get("category") ?? "",
    severity: params.get("severity") ?? "",
    check: params.get("check") ?? "",
    source: params.get("source") ?? "",
    flakyOnly: params.get("flaky") === "1",
    sort: (RESULTS_SORT_KEYS as readonly string[]).includes(sortKey)
      ? { key: sortKey as ResultsSortKey, descending }
      : null,
  };
}

/** `current` with the view written in (defaults removed); other params stay as they are. */
export function writeResultsView(current: URLSearchParams, view: ResultsView): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set("q", view.query.trim() ? view.query : "");
  set("status", view.status);
  set("category", view.category);
  set("severity", view.severity);
  set("check", view.check);
  set("source", view.source);
  set("flaky", view.flakyOnly ? "1" : "");
  set("sort", view.sort ? `${view.sort.descending ? "-" : ""}${view.sort.key}` : "");
  return next;
}

/** Any filter or search narrows the list (the sort does not). */
export const isFiltered = (view: ResultsView) =>
  Boolean(
    view.query.trim() || view.status || view.category || view.severity || view.check || view.source || view.flakyOnly,
  );

/** Everything the search reads of a scenario, lower-cased. */
function searchableText(scenario: ScenarioResult): string {
  const checks = [...scenario.checks, ...(scenario.dialogue ?? []).flatMap((turn) => turn.checks)];
  return [
    scenario.title,
    scenario.reason ?? "",
    ...(scenario.dialogue ?? []).flatMap((turn) => [turn.message, turn.reply ?? ""]),
    ...checks.flatMap((check) => [checkTypeName(check.type), check.detail]),
  ]
    .join("\n")
    .toLowerCase();
}

/** The human names of the checks that failed in a scenario (its own and each turn's). */
export function failedCheckNames(scenario: ScenarioResult): Set<string> {
  const checks = [...scenario.checks, ...(scenario.dialogue ?? []).flatMap((turn) => turn.checks)];
  return new Set(checks.filter((check) => !check.passed).map((check) => checkTypeName(check.type)));
}

const SEVERITY_RANK = new Map<string, number>(SCENARIO_SEVERITIES.map((severity, index) => [severity, index]));
/** Failures first when sorted by status: what needs a look comes up. */
const STATUS_RANK: Record<ScenarioResultStatus, number> = {
  failed: 0,
  error: 1,
  passed: 2,
  running: 3,
  pending: 4,
  cancelled: 5,
};

function compareBy(key: ResultsSortKey): (a: ScenarioResult, b: ScenarioResult) => number {
  // Unknown figures (a scenario not played yet) sort last whichever way: see `applyResultsView`.
  switch (key) {
    case "title":
      return (a, b) => a.title.localeCompare(b.title);
    case "category":
      return (a, b) => a.category.localeCompare(b.category);
    case "status":
      return (a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status];
    case "severity":
      return (a, b) => (SEVERITY_RANK.get(a.severity) ?? 0) - (SEVERITY_RANK.get(b.severity) ?? 0);
    case "turns":
      return (a, b) => a.turnCount - b.turnCount;
    case "latency":
      return (a, b) => (a.latencyMs ?? 0) - (b.latencyMs ?? 0);
    case "cost":
      return (a, b) => (a.costUsd ?? 0) - (b.costUsd ?? 0);
  }
}

const unknownFigure = (scenario: ScenarioResult, key: ResultsSortKey) =>
  (key === "latency" && scenario.latencyMs === null) || (key === "cost" && scenario.costUsd === null);

/** The scenarios the view shows, in its order (the script's order when unsorted; ties keep it too). */
export function applyResultsView(scenarios: readonly ScenarioResult[], view: ResultsView): ScenarioResult[] {
  const words = view.query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = scenarios.filter((scenario) => {
    if (view.status === "failing" && scenario.status !== "failed" && scenario.status !== "error") return false;
    if (view.status && view.status !== "failing" && scenario.status !== view.status) return false;
    if (view.category && scenario.category !== view.category) return false;
    if (view.severity && scenario.severity !== view.severity) return false;
    if (view.source && scenario.source !== view.source) return false;
    if (view.flakyOnly && !scenario.flaky) return false;
    if (view.check && !failedCheckNames(scenario).has(view.check)) return false;
    if (words.length > 0) {
      const text = searchableText(scenario);
      if (!words.every((word) => text.includes(word))) return false;
    }
    return true;
  });
  const sort = view.sort;
  if (!sort) return shown;
  const compare = compareBy(sort.key);
  return shown.toSorted((a, b) => {
    const unknownA = unknownFigure(a, sort.key);
    const unknownB = unknownFigure(b, sort.key);
    if (unknownA !== unknownB) return unknownA ? 1 : -1;
    return sort.descending ? compare(b, a) : compare(a, b);
  });
}

/** The next sort when a column's header is pressed: ascending, then descending, then the script's order. */
export function nextSort(current: ResultsSort, key: ResultsSortKey): ResultsSort {
  if (current?.key !== key) return { key, descending: false };
  return current.descending ? null : { key, descending: true };
}
