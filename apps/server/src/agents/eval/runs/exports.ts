import type {
  EvalExportFormat,
  EvalRunResults,
  ScenarioResult,
  ScenarioTranscript,
} from "@aesop/shared/contracts/eval";
import type { FixOutcome, FixOutcomes } from "@aesop/shared/contracts/instructions-fix";
import { attackStrategyKey, promptfooStrategyOf } from "@aesop/shared/contracts/attack-strategies";
import { SCENARIO_CATEGORIES, checkTypeName } from "@aesop/shared/contracts/test-scripts";

export interface ExportedFile {
  filename: string;
  mediaType: string;
  body: string;
}

const categoryLabel = (id: string) => SCENARIO_CATEGORIES.find((category) => category.id === id)?.label ?? id;
const percent = (rate: number | null) => (rate === null ? "–" : `${Math.round(rate * 1000) / 10}%`);

/** "72.5% (95% CI 61.2%–81.6%, Wilson)": the pass rate and its interval in a phrase. */
export function passRateWithInterval(run: EvalRunResults["run"]): string {
  const interval = run.passInterval;
  return interval
    ? `${percent(run.passRate)} (95% CI ${percent(interval.low)}–${percent(interval.high)}, ${interval.method === "wilson" ? "Wilson" : `bootstrap over scenarios, seed ${run.seed}`})`
    : percent(run.passRate);
}

/** A run as a file: JSON (the results and every transcript), CSV, JUnit XML or Markdown. */
export function exportRun(
  format: EvalExportFormat,
  results: EvalRunResults,
  transcripts: ScenarioTranscript[],
): ExportedFile {
  const base = `eval-run-${results.run.number}`;
  switch (format) {
    case "json":
      return {
        filename: `${base}.json`,
        mediaType: "application/json",
        body: `${JSON.stringify({ ...results, transcripts }, null, 2)}\n`,
      };
    case "csv":
      return { filename: `${base}.csv`, mediaType: "text/csv; charset=utf-8", body: toCsv(results.scenarios) };
    case "junit":
      return { filename: `${base}.junit.xml`, mediaType: "application/xml", body: toJunit(results) };
    case "markdown":
      return { filename: `${base}.md`, mediaType: "text/markdown; charset=utf-8", body: runMarkdown(results) };
  }
}

/** A run as a file written as it is read: the body is its text in pieces, in order. */
export interface StreamedFile {
  filename: string;
  mediaType: string;
  body: AsyncIterable<string>;
}

const CSV_PAGE_ROWS = 200;

/**
 * A run's export as a stream, byte for byte what `exportRun` gives (decision 0080). The JSON
 * export's transcripts, the bulk of a large run, come from `transcriptPages` a page at a time and
 * are written as they come; the CSV is written a page of rows at a time.
 */
export function streamRunExport(
  format: EvalExportFormat,
  results: EvalRunResults,
  transcriptPages: () => AsyncIterable<ScenarioTranscript[]>,
): StreamedFile {
  const whole = exportRun(format, results, []);
  switch (format) {
    case "json":
      return { ...whole, body: jsonWithTranscripts(results, transcriptPages()) };
    case "csv":
      return { ...whole, body: asAsync(csvPages(results.scenarios)) };
    default:
      return { ...whole, body: asAsync([whole.body]) };
  }
}

async function* asAsync(pieces: Iterable<string>): AsyncGenerator<string> {
  // Each piece waits its turn, as the JSON export's pages do.
  for (const piece of pieces) yield await Promise.resolve(piece);
}

/** `JSON.stringify({ ...results, transcripts }, null, 2)` and a line end, written transcript by transcript. */
async function* jsonWithTranscripts(
  results: EvalRunResults,
  pages: AsyncIterable<ScenarioTranscript[]>,
): AsyncGenerator<string> {
  // The results' own text without its closing brace; transcripts is the last key, as in exportRun.
  yield `${JSON.stringify(results, null, 2).slice(0, -2)},\n  "transcripts": [`;
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    const items = page.map((transcript) => `\n    ${JSON.stringify(transcript, null, 2).replace(/\n/g, "\n    ")}`);
    yield `${first ? "" : ","}${items.join(",")}`;
    first = false;
  }
  yield first ? "]\n}\n" : "\n  ]\n}\n";
}

function* csvPages(scenarios: readonly ScenarioResult[]): Generator<string> {
  for (let start = 0; start < scenarios.length || start === 0; start += CSV_PAGE_ROWS) {
    const text = toCsv(scenarios.slice(start, start + CSV_PAGE_ROWS));
    // Every page but the first leaves out the header line toCsv writes.
    yield start === 0 ? text : text.slice(text.indexOf("\r\n") + 2);
  }
}

// ---------------------------------------------------------------------------------------------
// CSV: one row per scenario (RFC 4180 quoting; a leading =+-@ is defused for spreadsheets)
// ---------------------------------------------------------------------------------------------

export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function toCsv(scenarios: readonly ScenarioResult[]): string {
  const header = [
    "scenario_id",
    "title",
    "category",
    "severity",
    "status",
    "reason",
    "turns",
    "latency_ms",
    "cost_usd",
    "scores",
    "failed_checks",
    "samples",
    "samples_passed",
    "pass_share",
    "flaky",
    "judge_status",
    "human_verdict",
    "human_note",
    "strategy",
    "promptfoo_strategy",
    "parent_scenario_id",
  ];
  const rows = scenarios.map((result) => [
    result.scenarioId,
    result.title,
    result.category,
    result.severity,
    result.status,
    result.reason,
    result.turnCount,
    result.latencyMs === null ? null : Math.round(result.latencyMs),
    result.costUsd,
    result.scores.map((score) => `${score.criterionId}=${score.score}`).join("; "),
    result.checks
      .filter((check) => !check.passed)
      .map((check) => check.type)
      .join("; "),
    result.samples.total,
    result.samples.passed,
    result.passShare === null ? null : Math.round(result.passShare * 1000) / 1000,
    result.flaky ? "yes" : "no",
    result.judgeStatus,
    result.humanVerdict?.verdict ?? null,
    result.humanVerdict?.note ?? null,
    attackStrategyKey(result.strategy?.ids),
    promptfooStrategyOf(attackStrategyKey(result.strategy?.ids)),
    result.strategy?.parentId ?? null,
  ]);
  return csvText(header, rows);
}

/** A header and its rows as CSV text, CRLF line ends (the run's and the matrix's files). */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// JUnit XML: one testsuite per category, one testcase per scenario
// ---------------------------------------------------------------------------------------------

/** Escapes text for XML, dropping characters XML 1.0 cannot hold at all. */
export function xmlEscape(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const seconds = (ms: number | null) => ((ms ?? 0) / 1000).toFixed(3);
const JUDGED = ["passed", "failed", "error"];

/** A testsuite's (or testsuites') counting attributes: tests, failures, errors, skipped, time. */
export function junitTotals(list: readonly ScenarioResult[]): string {
  const count = (status: string) => list.filter((result) => result.status === status).length;
  const skipped = list.filter((result) => !JUDGED.includes(result.status)).length;
  const time = seconds(list.reduce((sum, result) => sum + (result.latencyMs ?? 0), 0));
  return `tests="${list.length}" failures="${count("failed")}" errors="${count("error")}" skipped="${skipped}" time="${time}"`;
}

/** What a failing testcase says: samples, a person's verdict, the failed checks and the scores. */
function junitDetails(result: ScenarioResult): string {
  const failedChecks = result.checks
    .filter((check) => !check.passed)
    .map((check) => `${checkTypeName(check.type)}: ${check.detail}`)
    .join("\n");
  const lowScores = result.scores
    .map((score) => `${score.criterionId}: ${score.score}/10 (${score.reason})`)
    .join("\n");
  const samples =
    result.samples.total > 1
      ? `Samples: ${result.samples.passed} of ${result.samples.passed + result.samples.failed} passed${result.flaky ? " (flaky)" : ""}`
      : "";
  const human = result.humanVerdict
    ? `Human verdict: ${result.humanVerdict.verdict} (the judge said ${result.judgeStatus})${result.humanVerdict.note ? `: ${result.humanVerdict.note}` : ""}`
    : "";
  return xmlEscape([samples, human, failedChecks, lowScores].filter(Boolean).join("\n"));
}

/** One scenario as a testcase (indented inside a testsuite); `classname` places it in the tree. */
export function junitTestcase(result: ScenarioResult, classname: string): string {
  const attributes = `name="${xmlEscape(result.title)}" classname="${xmlEscape(classname)}" time="${seconds(result.latencyMs)}"`;
  const message = xmlEscape(result.reason ?? result.status);
  switch (result.status) {
    case "passed":
      return `    <testcase ${attributes}/>`;
    case "failed":
      return `    <testcase ${attributes}>\n      <failure message="${message}" type="${result.severity}">${junitDetails(result)}</failure>\n    </testcase>`;
    case "error":
      return `    <testcase ${attributes}>\n      <error message="${message}" type="error">${junitDetails(result)}</error>\n    </testcase>`;
    default:
      return `    <testcase ${attributes}>\n      <skipped message="${xmlEscape(`Not run: ${result.status}`)}"/>\n    </testcase>`;
  }
}

/** A run's figures as JUnit properties, each line indented by `indent`. */
export function junitRunProperties(
  run: EvalRunResults["run"],
  indent: string,
  extra: [string, string][] = [],
): string[] {
  const interval = run.passInterval;
  return [
    ...extra,
    ["pass_rate", run.passRate === null ? "" : String(run.passRate)],
    ["pass_rate_low", interval ? String(interval.low) : ""],
    ["pass_rate_high", interval ? String(interval.high) : ""],
    ["interval_method", interval?.method ?? ""],
    ["repeats", String(run.repeats)],
  ].map(([name, value]) => `${indent}<property name="${name}" value="${xmlEscape(value ?? "")}"/>`);
}

function toJunit(results: EvalRunResults): string {
  const { run } = results;
  const categories = [...new Set(results.scenarios.map((result) => result.category))];
  const suites = categories.map((category) => {
    const list = results.scenarios.filter((result) => result.category === category);
    return [
      `  <testsuite name="${xmlEscape(categoryLabel(category))}" ${junitTotals(list)}>`,
      ...list.map((result) => junitTestcase(result, `${category}.${result.scenarioId}`)),
      "  </testsuite>",
    ].join("\n");
  });
  const properties = [
    ...junitRunProperties(run, "    "),
    ...[
      ["flaky", String(run.flaky)],
      ["overridden", String(run.overridden)],
    ].map(([name, value]) => `    <property name="${name}" value="${xmlEscape(value ?? "")}"/>`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlEscape(`AESOP eval run #${run.number}: ${run.script.name} against ${run.target.name}`)}" ${junitTotals(results.scenarios)}>`,
    "  <properties>",
    ...properties,
    "  </properties>",
    ...suites,
    "</testsuites>",
    "",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// Markdown: the summary (also the workspace report)
// ---------------------------------------------------------------------------------------------

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\r?\n/g, " ");

const OUTCOME_WORDS: Record<FixOutcome, string> = {
  fixed: "fixed",
  "still-failing": "still failing",
  "newly-failing": "newly failing",
  "still-passing": "still passing",
  "not-judged": "not judged",
};

/**
 * A re-test's or re-run's section (issue 38 part 5): each scenario against the parent run and, for a
 * re-test, the change of the instructions it tested as a diff, so the report says what was changed
 * and whether it worked. The fence is longer than any run of backticks in the instructions.
 */
export function followUpMarkdown(outcomes: FixOutcomes): string[] {
  const { counts } = outcomes;
  const lines = [
    "",
    `## ${outcomes.kind === "retest" ? "Re-test" : "Re-run"} of run #${outcomes.fixedRun.number}`,
    "",
    `${counts.fixed} fixed, ${counts.stillFailing} still failing, ${counts.newlyFailing} newly failing` +
      (outcomes.kind === "retest" ? " on the new instructions version." : " on the same instructions."),
    "",
    "| Scenario | Outcome |",
    "| --- | --- |",
    ...outcomes.scenarios.map((scenario) => `| ${cell(scenario.title)} | ${OUTCOME_WORDS[scenario.outcome]} |`),
  ];
  if (outcomes.changeSet) {
    const longest = Math.max(2, ...[...outcomes.changeSet.matchAll(/`+/g)].map((match) => match[0].length));
    const fence = "`".repeat(longest + 1);
    lines.push(
      "",
      "### The change tested",
      "",
      "The instructions this run played, as a unified diff from the ones run " +
        `#${outcomes.fixedRun.number} played (apply it with \`patch -p1\` to a file named \`instructions\`):`,
      "",
      `${fence}diff`,
      outcomes.changeSet.replace(/\n$/, ""),
      fence,
    );
  }
  return lines;
}

export function runMarkdown(results: EvalRunResults): string {
  const { run } = results;
  const failing = results.scenarios.filter((result) => result.status === "failed" || result.status === "error");
  const lines = [
    `# Evaluation run #${run.number}: ${run.script.name}`,
    "",
    `- **Target:** ${run.target.name}`,
    `- **Test script:** ${run.script.name}, version ${run.script.version}`,
    `- **Judge:** ${run.judge === "llm" ? "LLM (deterministic checks and rubric scores)" : "guided (deterministic checks)"}`,
    `- **Status:** ${run.status}`,
    ...(run.repeats > 1
      ? [
          `- **Pass rate:** ${passRateWithInterval(run)} of the scenarios, each played ${run.repeats} times (${run.progress.passed} samples passed, ${run.progress.failed} failed, ${run.progress.errored} errors, of ${run.progress.total}); ${run.flaky} flaky`,
        ]
      : [
          `- **Pass rate:** ${passRateWithInterval(run)} (${run.progress.passed} passed, ${run.progress.failed} failed, ${run.progress.errored} errors, of ${run.progress.total})`,
        ]),
    ...(run.overridden > 0
      ? [
          `- **Human verdicts:** ${run.overridden} ${run.overridden === 1 ? "scenario" : "scenarios"} overridden (a person's verdict differs from the judge's)`,
        ]
      : []),
    "",
    "## By category",
    "",
    "| Category | Passed | Pass rate |",
    "| --- | --- | --- |",
    ...results.byCategory.map(
      (row) => `| ${cell(categoryLabel(row.category))} | ${row.passed}/${row.total} | ${percent(row.passRate)} |`,
    ),
    "",
    "## By severity",
    "",
    "| Severity | Passed | Pass rate |",
    "| --- | --- | --- |",
    ...results.bySeverity.map((row) => `| ${row.severity} | ${row.passed}/${row.total} | ${percent(row.passRate)} |`),
  ];
  if (results.byStrategy.length) {
    lines.push(
      "",
      "## By attack strategy",
      "",
      "| Strategy | promptfoo strategy | Passed | Pass rate |",
      "| --- | --- | --- | --- |",
      ...results.byStrategy.map(
        (row) =>
          `| ${cell(row.name)} | ${row.promptfoo ?? "–"} | ${row.passed}/${row.total} | ${percent(row.passRate)} |`,
      ),
    );
  }
  if (results.byCriterion.length) {
    lines.push(
      "",
      "## By rubric criterion",
      "",
      "| Criterion | Mean score | Pass rate |",
      "| --- | --- | --- |",
      ...results.byCriterion.map((row) => `| ${cell(row.name)} | ${row.meanScore ?? "–"} | ${percent(row.passRate)} |`),
    );
  }
  if (results.fixOutcomes) lines.push(...followUpMarkdown(results.fixOutcomes));
  lines.push("", "## Scenarios that failed", "");
  if (failing.length === 0) lines.push("None.");
  for (const result of failing) {
    const share =
      result.samples.total > 1 && result.passShare !== null
        ? ` [passed ${result.samples.passed} of ${result.samples.passed + result.samples.failed} samples${result.flaky ? ", flaky" : ""}]`
        : "";
    lines.push(
      `- **${cell(result.title)}** (${categoryLabel(result.category)}, ${result.severity})${share}: ${result.reason ?? result.status}`,
    );
  }
  return `${lines.join("\n")}\n`;
}
