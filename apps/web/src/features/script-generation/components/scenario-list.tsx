import { ChevronRightIcon, ChevronsDownUpIcon, ChevronsUpDownIcon, PencilIcon, Trash2Icon, XIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import {
  SCENARIO_CATEGORIES,
  SCENARIO_SEVERITIES,
  type Scenario,
  type ScenarioSource,
} from "@aesop/shared/contracts/test-scripts";
import { attackStrategyName } from "@aesop/shared/contracts/attack-strategies";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import {
  filterScenarios,
  LONG_SCRIPT_SCENARIOS,
  NO_SCENARIO_FILTER,
  type ScenarioFilter,
} from "../utils/scenario-filter";
import { nativeSelectClass } from "./native-select";

const CATEGORY_LABELS = new Map<string, string>(SCENARIO_CATEGORIES.map((category) => [category.id, category.label]));

const SOURCE_KINDS: Record<ScenarioSource["kind"], string> = {
  "instruction-rule": "Instruction rule",
  "review-gap": "Review finding",
  "ethos-risk": "Ethos risk",
  "interview-concern": "Interview concern",
  library: "Library",
  "over-refusal": "Over-refusal control",
  manual: "Written by hand",
  imported: "Imported",
};

/** Where a scenario comes from; a finding links back to the report that holds it. */
export function ScenarioSourceLine({ source }: { source: ScenarioSource }) {
  const kind = SOURCE_KINDS[source.kind];
  // A library scenario's label only repeats its category, shown beside it already.
  if (source.kind === "library") {
    return <p className="text-sm text-muted-foreground">From the scenario library</p>;
  }
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-medium text-foreground">{kind}:</span> {source.label}
      {source.reportId !== undefined && (
        <>
          {" "}
          <Link
            // Underlined: told apart from the sentence by more than colour (axe link-in-text-block).
            className="text-primary underline underline-offset-4"
            to={`${paths.workspace}#report-${source.reportId}`}
          >
            Report #{source.reportId}
          </Link>
        </>
      )}
    </p>
  );
}

export function ScenarioList({
  scenarios,
  onEdit,
  onRemove,
}: {
  scenarios: Scenario[];
  onEdit: (scenario: Scenario) => void;
  onRemove: (scenario: Scenario) => void;
}) {
  const [filter, setFilter] = useState<ScenarioFilter>(NO_SCENARIO_FILTER);
  // A long script opens collapsed to one line per scenario; `toggled` holds the ones opened or closed by hand.
  const [openByDefault, setOpenByDefault] = useState(scenarios.length <= LONG_SCRIPT_SCENARIOS);
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const shown = filterScenarios(scenarios, filter);
  const isOpen = (id: string) => openByDefault !== toggled.has(id);
  const toggle = (id: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const setAll = (open: boolean) => {
    setOpenByDefault(open);
    setToggled(new Set());
  };
  const filtered = shown.length !== scenarios.length;

  return (
    <div className="grid gap-3">
      <div
        role="search"
        aria-label="Find scenarios"
        className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      >
        <FormField label="Search scenarios">
          <Input
            type="search"
            value={filter.query}
            placeholder="Words in a title, message or source"
            onChange={(event) => setFilter({ ...filter, query: event.target.value })}
          />
        </FormField>
        <FormField label="Category">
          <select
            className={nativeSelectClass}
            value={filter.category}
            onChange={(event) => setFilter({ ...filter, category: event.target.value as ScenarioFilter["category"] })}
          >
            <option value="all">All categories</option>
            {SCENARIO_CATEGORIES.filter((category) => scenarios.some((s) => s.category === category.id)).map(
              (category) => (
                <option key={category.id} value={category.id}>
                  {category.label}
                </option>
              ),
            )}
          </select>
        </FormField>
        <FormField label="Severity">
          <select
            className={nativeSelectClass}
            value={filter.severity}
            onChange={(event) => setFilter({ ...filter, severity: event.target.value as ScenarioFilter["severity"] })}
          >
            <option value="all">All severities</option>
            {SCENARIO_SEVERITIES.map((severity) => (
              <option key={severity} value={severity}>
                {severity[0]?.toUpperCase() + severity.slice(1)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {filtered ? `Showing ${shown.length} of ${scenarios.length} scenarios` : `${scenarios.length} scenarios`}
        </p>
        <div className="flex flex-wrap gap-2">
          {filtered && (
            <Button size="sm" variant="ghost" onClick={() => setFilter(NO_SCENARIO_FILTER)}>
              <XIcon aria-hidden="true" /> Clear filters
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setAll(true)}>
            <ChevronsUpDownIcon aria-hidden="true" /> Expand all
          </Button>
          <Button size="sm" variant="outline" onClick={() => setAll(false)}>
            <ChevronsDownUpIcon aria-hidden="true" /> Collapse all
          </Button>
        </div>
      </div>
      {shown.length === 0 && (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No scenario matches these filters.
        </p>
      )}
      <ol className="grid gap-3" aria-label="Scenarios">
        {shown.map(({ scenario, number }) => {
          const open = isOpen(scenario.id);
          const detailsId = `scenario-details-${scenario.id}`;
          return (
            <li key={scenario.id} className="grid gap-2 rounded-lg border p-3" data-scenario-id={scenario.id}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h4 className="min-w-0 font-medium break-words">
                  <button
                    type="button"
                    className="group inline-flex min-h-6 items-start gap-1 rounded-sm text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
                    aria-expanded={open}
                    aria-controls={detailsId}
                    onClick={() => toggle(scenario.id)}
                  >
                    <ChevronRightIcon
                      className={cn("mt-0.5 size-4 shrink-0 transition-transform", open && "rotate-90")}
                      aria-hidden="true"
                    />
                    <span>
                      <span className="text-muted-foreground">{number}.</span> {scenario.title}
                    </span>
                  </button>
                </h4>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onEdit(scenario)}
                    aria-label={`Edit ${scenario.title}`}
                  >
                    <PencilIcon aria-hidden="true" /> Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onRemove(scenario)}
                    aria-label={`Remove ${scenario.title}`}
                  >
                    <Trash2Icon aria-hidden="true" /> Remove
                  </Button>
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-xs">
                <Badge>{CATEGORY_LABELS.get(scenario.category) ?? scenario.category}</Badge>
                <Badge
                  tone={scenario.severity === "critical" || scenario.severity === "high" ? "purple" : "neutral"}
                  data-severity={scenario.severity}
                >
                  {scenario.severity}
                </Badge>
                {scenario.strategy && (
                  <Badge tone="neutral" data-strategy={scenario.strategy.ids.join("+")}>
                    {attackStrategyName(scenario.strategy.ids.join("+"))} of {scenario.strategy.parentId}
                  </Badge>
                )}
                <code className="text-muted-foreground">{scenario.id}</code>
                <span className="text-muted-foreground">
                  {1 + scenario.turns.length} scripted {scenario.turns.length ? "turns" : "turn"}
                  {scenario.adaptive ? `, adaptive up to ${scenario.adaptive.maxTurns}` : ""}
                </span>
              </div>
              <div id={detailsId} hidden={!open} className="grid gap-2">
                <p className="text-sm break-words">
                  <span className="font-medium">Opening:</span> {scenario.openingMessage}
                </p>
                <ScenarioSourceLine source={scenario.source} />
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
