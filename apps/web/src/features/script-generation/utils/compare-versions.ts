import type { Scenario, TestScriptContent } from "@aesop/shared/contracts/test-scripts";

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

export interface VersionComparison {
  added: Scenario[];
  removed: Scenario[];
  changed: { id: string; title: string; changes: FieldChange[] }[];
  unchanged: number;
  /** Scenarios present in both whose position changed. */
  reordered: boolean;
  nameChange: FieldChange | null;
}

const FIELD_LABELS: [keyof Scenario, string][] = [
  ["title", "Title"],
  ["category", "Category"],
  ["severity", "Severity"],
  ["persona", "Persona"],
  ["objective", "Objective"],
  ["openingMessage", "Opening message"],
  ["turns", "Follow-up turns"],
  ["adaptive", "Adaptive strategy"],
  ["expectedBehaviour", "Expected behaviour"],
  ["criteria", "Rubric criteria"],
  ["checks", "Checks"],
];

/** JSON with keys sorted: two saves of the same value may list an object's keys in another order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** A field as the comparison shows it: text as is, turns one per line, the rest as compact JSON. */
function display(field: keyof Scenario, value: Scenario[keyof Scenario]): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value;
  if (field === "turns")
    return (value as Scenario["turns"]).map((turn, index) => `${index + 1}. ${turn.message}`).join("\n");
  if (field === "criteria") return (value as string[]).join(", ");
  return stableJson(value);
}

/** What changed from one version of a script to another, scenario by scenario (matched by id). */
export function compareVersions(from: TestScriptContent, to: TestScriptContent): VersionComparison {
  const before = new Map(from.scenarios.map((scenario) => [scenario.id, scenario]));
  const after = new Map(to.scenarios.map((scenario) => [scenario.id, scenario]));
  const changed: VersionComparison["changed"] = [];
  let unchanged = 0;
  for (const scenario of to.scenarios) {
    const old = before.get(scenario.id);
    if (!old) continue;
    const changes = FIELD_LABELS.flatMap(([field, label]) => {
      const was = display(field, old[field]);
      const now = display(field, scenario[field]);
      return was === now ? [] : [{ field: label, before: was, after: now }];
    });
    if (changes.length) changed.push({ id: scenario.id, title: scenario.title, changes });
    else unchanged++;
  }
  const common = (list: Scenario[], other: Map<string, Scenario>) =>
    list.filter((scenario) => other.has(scenario.id)).map((scenario) => scenario.id);
  return {
    added: to.scenarios.filter((scenario) => !before.has(scenario.id)),
    removed: from.scenarios.filter((scenario) => !after.has(scenario.id)),
    changed,
    unchanged,
    reordered: common(from.scenarios, after).join("\n") !== common(to.scenarios, before).join("\n"),
    nameChange: from.name === to.name ? null : { field: "Name", before: from.name, after: to.name },
  };
}
