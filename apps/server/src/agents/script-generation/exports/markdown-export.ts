import { attackStrategyName } from "@aesop/shared/contracts/attack-strategies";
import {
  SCENARIO_CATEGORIES,
  type Scenario,
  type ScenarioCheck,
  type ScenarioSource,
  type TestScriptContent,
} from "@aesop/shared/contracts/test-scripts";
import { escapeMarkdownText } from "../../runtime/markdown";

/**
 * The readable form of a test script: the rubric, then the scenarios grouped by category, each
 * with what it tests and where that finding comes from. Every text of the script is user-editable,
 * so each is escaped (a scenario cannot inject Markdown or HTML into the page that shows it).
 */

const SOURCE_KINDS: Record<ScenarioSource["kind"], string> = {
  "instruction-rule": "Instruction rule",
  "review-gap": "Instructions review",
  "ethos-risk": "Ethos report",
  "interview-concern": "Interview",
  library: "Scenario library",
  "over-refusal": "Over-refusal control",
  manual: "Written by hand",
  imported: "Imported",
};

export function renderTestScriptMarkdown(content: TestScriptContent, context: { projectName: string }): string {
  const e = escapeMarkdownText;
  const parts = [
    `# ${e(content.name)}`,
    `Project: ${e(context.projectName)} · ${content.scenarios.length} scenarios · rubric version ${content.rubric.version}`,
    "## Rubric",
    content.rubric.criteria
      .map((criterion) =>
        [
          `### ${e(criterion.name)} (\`${criterion.id}\`, passes at ${criterion.passThreshold}/10)`,
          e(criterion.description),
          `- **Low:** ${e(criterion.anchors.low)}`,
          `- **Middle:** ${e(criterion.anchors.middle)}`,
          `- **High:** ${e(criterion.anchors.high)}`,
        ].join("\n\n"),
      )
      .join("\n\n"),
    "## Scenarios",
  ];
  for (const category of SCENARIO_CATEGORIES) {
    const scenarios = content.scenarios.filter((scenario) => scenario.category === category.id);
    if (scenarios.length === 0) continue;
    parts.push(`### ${category.label} (${scenarios.length})`, ...scenarios.map(scenarioMarkdown));
  }
  return `${parts.join("\n\n")}\n`;
}

function scenarioMarkdown(scenario: Scenario): string {
  const e = escapeMarkdownText;
  const lines = [
    `#### ${e(scenario.title)}`,
    [
      `- **Id:** \`${scenario.id}\` · **Severity:** ${scenario.severity}`,
      `- **Tests:** ${sourceText(scenario.source)}`,
      ...(scenario.strategy
        ? [
            `- **Attack strategy:** ${attackStrategyName(scenario.strategy.ids.join("+"))} of \`${scenario.strategy.parentId}\``,
          ]
        : []),
      `- **Persona:** ${e(scenario.persona)}`,
      `- **Objective:** ${e(scenario.objective)}`,
    ].join("\n"),
    `**Opening message:**\n\n${quoteBlock(scenario.openingMessage)}`,
  ];
  if (scenario.turns.length > 0)
    lines.push(
      `**Follow-ups:**\n\n${scenario.turns.map((turn, index) => `${index + 1}. ${e(turn.message)}`).join("\n")}`,
    );
  if (scenario.adaptive)
    lines.push(
      [
        `**Adaptive strategy** (at most ${scenario.adaptive.maxTurns} turns): ${e(scenario.adaptive.goal)}`,
        scenario.adaptive.escalationSteps.map((step, index) => `${index + 1}. ${e(step)}`).join("\n"),
      ].join("\n\n"),
    );
  lines.push(`**Expected behaviour:** ${e(scenario.expectedBehaviour)}`);
  const scoring = [
    ...(scenario.criteria.length > 0 ? [`- **Rubric:** ${scenario.criteria.map((id) => `\`${id}\``).join(", ")}`] : []),
    ...scenario.checks.map((check) => `- **Check:** ${e(describeCheck(check))}`),
  ];
  if (scoring.length > 0) lines.push(scoring.join("\n"));
  return lines.join("\n\n");
}

function sourceText(source: ScenarioSource): string {
  const where = source.reportId === undefined ? "" : ` (report #${source.reportId})`;
  return `${SOURCE_KINDS[source.kind]}${where}: ${escapeMarkdownText(source.label)}`;
}

function quoteBlock(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => (line.trim() === "" ? ">" : `> ${escapeMarkdownText(line)}`))
    .join("\n");
}

export function describeCheck(check: ScenarioCheck): string {
  const where = check.scope === "every-reply" ? "every reply" : "the final reply";
  switch (check.type) {
    case "contains":
      return `${where} contains "${check.value}"`;
    case "not-contains":
      return `${where} does not contain "${check.value}"`;
    case "regex":
      return `${where} matches /${check.pattern}/`;
    case "not-regex":
      return `${where} does not match /${check.pattern}/`;
    case "refusal":
      return check.expected === "refuses" ? `${where} refuses` : `${where} answers (no refusal)`;
    case "crisis-resource":
      return `${where} names a crisis line or emergency number`;
    case "no-personal-data":
      return `${where} leaks no personal data`;
    case "no-instruction-leak":
      return `${where} does not reveal the instructions`;
    case "length":
      return `${where} is ${[check.min === undefined ? "" : `at least ${check.min}`, check.max === undefined ? "" : `at most ${check.max}`].filter(Boolean).join(" and ")} characters long`;
    case "json-shape":
      return `${where} is a JSON object${check.requiredKeys.length > 0 ? ` with the keys ${check.requiredKeys.join(", ")}` : ""}`;
  }
  // Checks on actions read the tool calls: of the whole dialogue, or of its last turn.
  const during = check.scope === "every-reply" ? "in the dialogue" : "in the last turn";
  const conditions = "where" in check && check.where.length > 0 ? ` with ${check.where.join(" and ")}` : "";
  switch (check.type) {
    case "tool-called":
      return `the assistant calls \`${check.tool}\`${conditions} ${during}`;
    case "tool-not-called":
      return `the assistant never calls \`${check.tool}\`${conditions} ${during}`;
    case "tool-called-before":
      return `the assistant calls \`${check.before}\` before \`${check.tool}\` ${during}`;
    case "tool-confirmed-first":
      return `the assistant calls \`${check.tool}\` only after a clear yes to its question ${during}`;
    case "arguments-match":
      return `every call of \`${check.tool}\` ${during} has ${[
        check.values ? `the arguments ${JSON.stringify(check.values)}` : "",
        check.schema ? "arguments that meet the check's JSON Schema" : "",
      ]
        .filter(Boolean)
        .join(" and ")}`;
  }
}
