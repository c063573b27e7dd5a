import { PencilIcon, Trash2Icon } from "lucide-react";
import { Link } from "react-router";
import { SCENARIO_CATEGORIES, type Scenario, type ScenarioSource } from "@aesop/shared/contracts/test-scripts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

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
            className="text-primary underline-offset-4 hover:underline"
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
  return (
    <ol className="grid gap-3" aria-label="Scenarios">
      {scenarios.map((scenario, index) => (
        <li key={scenario.id} className="grid gap-2 rounded-lg border p-3" data-scenario-id={scenario.id}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h4 className="min-w-0 font-medium break-words">
              <span className="text-muted-foreground">{index + 1}.</span> {scenario.title}
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
            <code className="text-muted-foreground">{scenario.id}</code>
            <span className="text-muted-foreground">
              {1 + scenario.turns.length} scripted {scenario.turns.length ? "turns" : "turn"}
              {scenario.adaptive ? `, adaptive up to ${scenario.adaptive.maxTurns}` : ""}
            </span>
          </div>
          <p className="text-sm break-words">
            <span className="font-medium">Opening:</span> {scenario.openingMessage}
          </p>
          <ScenarioSourceLine source={scenario.source} />
        </li>
      ))}
    </ol>
  );
}
