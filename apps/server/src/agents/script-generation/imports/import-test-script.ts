import { parseDocument } from "yaml";
import { scenarioStrategySchema } from "@aesop/shared/contracts/attack-strategies";
import {
  adaptiveStrategySchema,
  SCENARIO_CATEGORY_IDS,
  SCENARIO_SEVERITIES,
  scenarioCheckSchema,
  scenarioSourceSchema,
  testScriptContentSchema,
  type ScenarioCategory,
  type ScenarioCheck,
  type ScenarioInput,
  type ScenarioSeverity,
  type TestScriptContent,
  TEST_SCRIPT_IMPORT_MAX_BYTES,
} from "@aesop/shared/contracts/test-scripts";
import {
  scriptToolSchema,
  TOOL_CALLS_PER_TURN,
  toolResultOverrideSchema,
  type ScriptTool,
} from "@aesop/shared/contracts/tools";
import { DEFAULT_RUBRIC, DEFAULT_RUBRIC_VERSION } from "../default-rubric";
import { PROMPTFOO_JUDGE_REFERENCE, PROMPTFOO_RULES_REFERENCE } from "../exports/promptfoo-export";
import { slugify } from "../generate-script";
import { concernCategory } from "../targeted/concern-category";

/**
 * Import of a test script: the JSON export (the native format, checked against the contract), an
 * Inspect dataset (JSON Lines, as the Inspect export writes it or any dataset of samples), or
 * a promptfoo test list (a YAML or JSON list of tests, or a configuration with `tests`). promptfoo
 * tests are mapped back as far as they go: the message var becomes the opening message, turns that
 * share a conversationId become follow-ups, assertions become checks and llm-rubric metrics
 * rubric criteria; what promptfoo does not know (persona, objective…) gets a clear default, and
 * AESOP's own export carries everything in its metadata, so it comes back as it was. Never throws:
 * bad input gives messages that say what to fix.
 *
 * Tools (decision 0078): AESOP's declarations come back from the Inspect samples' `metadata.tools`
 * and the promptfoo configuration's `metadata.tools`; a promptfoo configuration from elsewhere gives
 * the tools of its provider's `config.tools` (OpenAI's format), each answered `{ ok: true }` until
 * the builder says otherwise. Those exports never hold proposed tools, so none comes back.
 */

export type TestScriptImport =
  { ok: true; content: TestScriptContent; warnings: string[] } | { ok: false; errors: string[] };

/** As many characters as the largest file takes bytes (decision 0080). */
export const IMPORT_MAX_CHARS = TEST_SCRIPT_IMPORT_MAX_BYTES;
const MAX_ERRORS = 20;
const MESSAGE_VARS = ["message", "prompt", "input", "question", "query", "user_input"] as const;

export function importTestScript(text: string): TestScriptImport {
  try {
    return importText(text);
  } catch (error) {
    // A last guard: the importer reads untrusted files and must answer, not crash the request.
    return {
      ok: false,
      errors: [`The file could not be read: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
}

function importText(text: string): TestScriptImport {
  if (text.trim() === "") return fail("The file is empty.");
  if (text.length > IMPORT_MAX_CHARS)
    return fail(`The file is too large: at most ${IMPORT_MAX_CHARS.toLocaleString("en-US")} characters.`);
  // JSON Lines (the Inspect export) is neither one JSON value nor YAML: read it before them.
  const samples = parseJsonLines(text);
  if (samples) return importInspect(samples);
  const parsed = parseText(text);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  if (isRecord(value) && Array.isArray(value.scenarios)) return importNative(value);
  if (Array.isArray(value)) return importPromptfoo(value, {});
  if (isRecord(value) && "tests" in value) {
    const tests = value.tests;
    if (typeof tests === "string" || (Array.isArray(tests) && tests.every((test) => typeof test === "string")))
      return fail(
        `The configuration's tests are in another file (${[tests].flat().join(", ").slice(0, 200)}): import that test list itself.`,
      );
    if (!Array.isArray(tests)) return fail("The configuration's `tests` must be a list of tests.");
    return importPromptfoo(tests, value);
  }
  return fail(
    "This is neither an AESOP test script (JSON with `scenarios`) nor a promptfoo test list (a list of tests, or a configuration with `tests`).",
  );
}

function parseText(text: string): { ok: true; value: unknown } | { ok: false; errors: string[] } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    // Not JSON: YAML (which also reads JSON, so its message is the one to show).
  }
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (document.errors.length > 0)
    return fail(...document.errors.slice(0, 5).map((error) => `The file is not valid JSON or YAML: ${error.message}`));
  try {
    return { ok: true, value: document.toJS({ maxAliasCount: 100 }) as unknown };
  } catch (error) {
    return fail(`The file is not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The native JSON
// ---------------------------------------------------------------------------------------------

function importNative(value: Record<string, unknown>): TestScriptImport {
  const parsed = testScriptContentSchema.safeParse(value);
  if (parsed.success) return { ok: true, content: parsed.data, warnings: [] };
  return fail(
    ...parsed.error.issues.slice(0, MAX_ERRORS).map((issue) => {
      const where = describePath(issue.path, value);
      return where ? `${where}: ${issue.message}` : issue.message;
    }),
  );
}

/** "Scenario 3 (crisis-direct) → openingMessage" rather than "scenarios.2.openingMessage". */
function describePath(path: readonly PropertyKey[], value: Record<string, unknown>): string {
  if (path[0] === "scenarios" && typeof path[1] === "number") {
    const scenario = (value.scenarios as unknown[])[path[1]];
    const id = isRecord(scenario) && typeof scenario.id === "string" ? ` (${scenario.id.slice(0, 80)})` : "";
    const rest = path.slice(2).map(String).join(".");
    return `Scenario ${path[1] + 1}${id}${rest ? ` → ${rest}` : ""}`;
  }
  return path.map(String).join(".");
}

// ---------------------------------------------------------------------------------------------
// Inspect datasets (JSON Lines)
// ---------------------------------------------------------------------------------------------

/**
 * The samples of a JSON Lines file: two or more non-empty lines, each one JSON object with an
 * `input` (Inspect's Sample). Anything else is left to the JSON and YAML readers (null), so that a
 * one-line JSON file stays the native format.
 */
function parseJsonLines(text: string): Record<string, unknown>[] | null {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  const first = lines[0]?.trim() ?? "";
  if (!first.startsWith("{") || !first.endsWith("}")) return null;
  const samples: Record<string, unknown>[] = [];
  for (const line of lines) {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return null;
    }
    if (!isRecord(value) || !("input" in value)) return null;
    samples.push(value);
  }
  // One object on one line is a JSON document; only a sample (an `input`, no `scenarios`) is a dataset.
  return samples.length > 1 || (samples.length === 1 && !("scenarios" in samples[0]!)) ? samples : null;
}

/** The user's message of a sample: the input itself, or its last user message (after the system prompt). */
function inspectMessage(input: unknown): string | undefined {
  if (typeof input === "string") return input;
  if (!Array.isArray(input)) return undefined;
  const users = input.filter(
    (message): message is { role: string; content: string } =>
      isRecord(message) && message.role === "user" && typeof message.content === "string",
  );
  return users.at(-1)?.content;
}

/**
 * An Inspect dataset back into a script: AESOP's export keeps every scenario field in `metadata`,
 * so its samples come back as they were; a dataset from elsewhere gives its input as the opening
 * message and its target as the expected behaviour. The file holds no rubric: the default one
 * scores it (said in a warning when the export was scored against another version).
 */
function importInspect(samples: Record<string, unknown>[]): TestScriptImport {
  const errors: string[] = [];
  const warnings: string[] = [];
  const ids = new Set<string>();
  const rubricIds = new Set(DEFAULT_RUBRIC.criteria.map((criterion) => criterion.id));
  const scenarios: ScenarioInput[] = [];
  let name: string | undefined;
  samples.forEach((sample, index) => {
    const message = inspectMessage(sample.input);
    if (message === undefined || message.trim() === "") {
      errors.push(`Sample ${index + 1}: no user message found in its input.`);
      return;
    }
    const meta = isRecord(sample.metadata) ? sample.metadata : {};
    name ??= metaString(meta.script);
    if (typeof meta.rubricVersion === "number" && meta.rubricVersion !== DEFAULT_RUBRIC_VERSION)
      warnings.push(
        `The export was scored against rubric version ${meta.rubricVersion}, which the file does not hold: the default rubric scores the import.`,
      );
    const target =
      typeof sample.target === "string" ? sample.target : Array.isArray(sample.target) ? sample.target.join("\n") : "";
    const sampleId = typeof sample.id === "string" || typeof sample.id === "number" ? String(sample.id) : undefined;
    const title = metaString(meta.title) ?? sampleId ?? `Imported sample ${index + 1}`;
    const checks = scenarioCheckSchema.array().safeParse(meta.checks);
    const source = scenarioSourceSchema.safeParse(meta.source);
    const adaptive = adaptiveStrategySchema.safeParse(meta.adaptive);
    const attackStrategy = scenarioStrategySchema.safeParse(meta.attackStrategy);
    const criteria = Array.isArray(meta.criteria)
      ? meta.criteria.filter((criterion): criterion is string => typeof criterion === "string")
      : [];
    const unknownCriteria = criteria.filter((criterion) => !rubricIds.has(criterion));
    if (unknownCriteria.length > 0)
      warnings.push(
        `Sample ${index + 1}: criteria not in the default rubric were dropped (${unknownCriteria.join(", ")}).`,
      );
    scenarios.push({
      id: uniqueId(sampleId ?? title, ids),
      title: title.slice(0, 200),
      category: categoryOf(meta.category, `${title} ${message}`),
      severity: SCENARIO_SEVERITIES.includes(meta.severity as ScenarioSeverity)
        ? (meta.severity as ScenarioSeverity)
        : "medium",
      persona: metaString(meta.persona) ?? "A user (imported from Inspect: no persona given)",
      objective: metaString(meta.objective) ?? "Imported Inspect sample.",
      openingMessage: message,
      turns: Array.isArray(meta.turns)
        ? meta.turns.filter((turn): turn is string => typeof turn === "string").map((turn) => ({ message: turn }))
        : [],
      ...(adaptive.success ? { adaptive: adaptive.data } : {}),
      ...(attackStrategy.success ? { strategy: attackStrategy.data } : {}),
      expectedBehaviour: target.trim()
        ? target.slice(0, 1_200)
        : "Replies safely and helpfully (the imported sample states no target).",
      criteria: criteria.filter((criterion) => rubricIds.has(criterion)),
      checks: checks.success ? checks.data : [],
      ...toolResultsOf(meta.toolResults),
      source: source.success
        ? source.data
        : { kind: "imported", label: `Imported from Inspect: ${title}`.slice(0, 300) },
    });
  });
  if (errors.length > 0) return fail(...errors.slice(0, MAX_ERRORS));
  // Every sample of AESOP's export holds the script's tools: the first that has them gives them.
  const toolsMeta = samples
    .map((sample) => (isRecord(sample.metadata) ? sample.metadata : {}))
    .find((meta) => meta.tools !== undefined || meta.maxToolCallsPerTurn !== undefined);
  const content = {
    name: (name ?? "Imported Inspect dataset").slice(0, 120),
    rubric: { version: DEFAULT_RUBRIC_VERSION, criteria: DEFAULT_RUBRIC.criteria },
    scenarios,
    ...declaredTools(toolsMeta?.tools, "The samples' tools", warnings),
    ...maxToolCallsOf(toolsMeta?.maxToolCallsPerTurn),
  };
  const parsed = testScriptContentSchema.safeParse(content);
  if (!parsed.success) return importNative(content);
  return { ok: true, content: parsed.data, warnings: [...new Set(warnings)].slice(0, MAX_ERRORS) };
}

// ---------------------------------------------------------------------------------------------
// promptfoo tests
// ---------------------------------------------------------------------------------------------

interface PromptfooTest {
  index: number;
  description: string | undefined;
  message: string;
  assertions: unknown[];
  metadata: Record<string, unknown>;
}

function importPromptfoo(tests: unknown[], config: Record<string, unknown>): TestScriptImport {
  if (tests.length === 0) return fail("The test list is empty.");
  const errors: string[] = [];
  const warnings: string[] = [];
  const defaults =
    isRecord(config.defaultTest) && Array.isArray(config.defaultTest.assert) ? config.defaultTest.assert : [];
  const read: PromptfooTest[] = [];
  tests.forEach((test, index) => {
    if (!isRecord(test)) {
      errors.push(`Test ${index + 1}: a test must be an object with vars and assert.`);
      return;
    }
    const vars = isRecord(test.vars) ? test.vars : {};
    const named = MESSAGE_VARS.map((name) => vars[name]).find((value) => typeof value === "string");
    const message = named ?? Object.values(vars).find((value) => typeof value === "string");
    if (typeof message !== "string" || message.trim() === "") {
      errors.push(`Test ${index + 1}: no message found in its vars (expected vars.message).`);
      return;
    }
    read.push({
      index,
      description: typeof test.description === "string" ? test.description : undefined,
      message: unwrapRaw(message),
      assertions: [...(defaults as unknown[]), ...(Array.isArray(test.assert) ? (test.assert as unknown[]) : [])],
      metadata: isRecord(test.metadata) ? test.metadata : {},
    });
  });
  if (errors.length > 0) return fail(...errors.slice(0, MAX_ERRORS));

  const conversations = new Map<string, PromptfooTest[]>();
  for (const test of read) {
    const key =
      typeof test.metadata.conversationId === "string" ? `c:${test.metadata.conversationId}` : `t:${test.index}`;
    conversations.set(key, [...(conversations.get(key) ?? []), test]);
  }
  const ids = new Set<string>();
  const rubricIds = new Set(DEFAULT_RUBRIC.criteria.map((criterion) => criterion.id));
  const scenarios: ScenarioInput[] = [];
  for (const group of conversations.values()) {
    const turns = [...group].sort((a, b) => turnOf(a) - turnOf(b));
    const first = turns[0]!;
    const last = turns[turns.length - 1]!;
    const meta = first.metadata;
    const title = metaString(meta.title) ?? cleanDescription(first.description) ?? `Imported test ${first.index + 1}`;
    const id = uniqueId(metaString(meta.scenarioId) ?? slugify(title), ids);
    const mapped = mapChecks(turns, warnings);
    const rubricTexts = last.assertions.flatMap((assertion) =>
      isRecord(assertion) && assertion.type === "llm-rubric" && typeof assertion.value === "string"
        ? [unwrapRaw(assertion.value)]
        : [],
    );
    const metaChecks = scenarioCheckSchema.array().safeParse(meta.checks);
    const metaCriteria = Array.isArray(meta.criteria)
      ? meta.criteria.filter(
          (criterion): criterion is string => typeof criterion === "string" && rubricIds.has(criterion),
        )
      : null;
    const source = scenarioSourceSchema.safeParse(meta.source);
    const adaptive = adaptiveStrategySchema.safeParse(meta.adaptive);
    const attackStrategy = scenarioStrategySchema.safeParse(meta.attackStrategy);
    scenarios.push({
      id,
      title: title.slice(0, 200),
      category: categoryOf(meta.category, `${title} ${first.message}`),
      severity: SCENARIO_SEVERITIES.includes(meta.severity as ScenarioSeverity)
        ? (meta.severity as ScenarioSeverity)
        : "medium",
      persona: metaString(meta.persona) ?? "A user (imported from promptfoo: no persona given)",
      objective:
        metaString(meta.objective) ??
        (first.description ? `Imported promptfoo test: ${first.description}` : "Imported promptfoo test."),
      openingMessage: first.message,
      turns: turns.slice(1).map((turn) => ({ message: turn.message })),
      ...(adaptive.success ? { adaptive: adaptive.data } : {}),
      ...(attackStrategy.success ? { strategy: attackStrategy.data } : {}),
      expectedBehaviour:
        metaString(meta.expectedBehaviour) ??
        (rubricTexts.length > 0
          ? rubricTexts.join("\n").slice(0, 1_200)
          : "Replies safely and helpfully (the imported test states no expected behaviour)."),
      criteria: metaCriteria ?? [...new Set(mapped.criteria.filter((criterion) => rubricIds.has(criterion)))],
      checks: metaChecks.success ? metaChecks.data : mapped.checks.slice(0, 12),
      ...toolResultsOf(meta.toolResults),
      source: source.success
        ? source.data
        : {
            kind: "imported",
            label: `Imported from promptfoo${first.description ? `: ${first.description}` : ""}`.slice(0, 300),
          },
    });
  }
  const content = {
    name: (typeof config.description === "string" && config.description.trim()
      ? config.description.trim()
      : "Imported test script"
    ).slice(0, 120),
    rubric: { version: DEFAULT_RUBRIC_VERSION, criteria: DEFAULT_RUBRIC.criteria },
    scenarios,
    ...promptfooTools(config, warnings),
    ...maxToolCallsOf(isRecord(config.metadata) ? config.metadata.maxToolCallsPerTurn : undefined),
  };
  const parsed = testScriptContentSchema.safeParse(content);
  if (!parsed.success) return importNative(content);
  return { ok: true, content: parsed.data, warnings: [...new Set(warnings)].slice(0, MAX_ERRORS) };
}

// ---------------------------------------------------------------------------------------------
// Tools
// ---------------------------------------------------------------------------------------------

/** A list of AESOP tool declarations, or nothing (with a warning when the list is not one). */
function declaredTools(value: unknown, where: string, warnings: string[]): { tools?: ScriptTool[] } {
  if (value === undefined) return {};
  const parsed = scriptToolSchema.array().max(30).safeParse(value);
  if (parsed.success) return parsed.data.length > 0 ? { tools: parsed.data } : {};
  const issue = parsed.error.issues[0];
  warnings.push(
    `${where} could not be imported (${issue ? `${issue.path.map(String).join(".")}: ${issue.message}` : "invalid"}).`,
  );
  return {};
}

/**
 * The tools of a promptfoo configuration: AESOP's own in `metadata.tools` (with their answers),
 * else those its providers offer in OpenAI's format, answered `{ ok: true }` by default.
 */
function promptfooTools(config: Record<string, unknown>, warnings: string[]): { tools?: ScriptTool[] } {
  if (isRecord(config.metadata) && config.metadata.tools !== undefined)
    return declaredTools(config.metadata.tools, "The configuration's metadata.tools", warnings);
  const providers = Array.isArray(config.providers) ? config.providers : [config.providers];
  const offered = providers.flatMap((provider) =>
    isRecord(provider) && isRecord(provider.config) && Array.isArray(provider.config.tools)
      ? (provider.config.tools as unknown[])
      : [],
  );
  if (offered.length === 0) return {};
  const byName = new Map<string, unknown>();
  for (const tool of offered) {
    const fn = isRecord(tool) && isRecord(tool.function) ? tool.function : null;
    if (fn && typeof fn.name === "string" && !byName.has(fn.name))
      byName.set(fn.name, {
        name: fn.name,
        description: typeof fn.description === "string" && fn.description.trim() ? fn.description : fn.name,
        parameters: isRecord(fn.parameters) ? fn.parameters : { type: "object" },
      });
  }
  if (byName.size < offered.length)
    warnings.push("The provider's tools that are not OpenAI functions (or repeat a name) were skipped.");
  const tools = declaredTools([...byName.values()], "The provider's tools", warnings);
  if (tools.tools)
    warnings.push(
      "The provider's tools are answered { ok: true } in AESOP: set each tool's answer in the script editor.",
    );
  return tools;
}

/** A scenario's own answers for some tools, as AESOP's exports write them in its metadata. */
function toolResultsOf(value: unknown): Pick<ScenarioInput, "toolResults"> {
  const parsed = toolResultOverrideSchema.array().max(30).safeParse(value);
  return parsed.success && parsed.data.length > 0 ? { toolResults: parsed.data } : {};
}

function maxToolCallsOf(value: unknown): { maxToolCallsPerTurn?: number } {
  return typeof value === "number" &&
    Number.isInteger(value) &&
    value >= TOOL_CALLS_PER_TURN.min &&
    value <= TOOL_CALLS_PER_TURN.max
    ? { maxToolCallsPerTurn: value }
    : {};
}

/**
 * promptfoo assertions as checks: a check on every turn of a conversation reads every reply; one on
 * the last turn only reads the final reply. AESOP's own JavaScript assertions are recognised by
 * their reference to its judge (those of earlier exports by their code); other JavaScript, Python
 * and model-graded assertions have no deterministic equivalent and are reported as skipped.
 */
function mapChecks(
  turns: readonly PromptfooTest[],
  warnings: string[],
): { checks: ScenarioCheck[]; criteria: string[] } {
  const perTurn = turns.map((turn) => turn.assertions.flatMap((assertion) => toCheck(assertion, warnings, turn.index)));
  const criteria = turns
    .at(-1)!
    .assertions.flatMap((assertion) =>
      isRecord(assertion) && assertion.type === "llm-rubric" && typeof assertion.metric === "string"
        ? [assertion.metric]
        : [],
    );
  const key = (check: ScenarioCheck) => JSON.stringify({ ...check, scope: undefined });
  const everyTurn = (check: ScenarioCheck) =>
    perTurn.every((checks) => checks.some((other) => key(other) === key(check)));
  const checks: ScenarioCheck[] = [];
  for (const check of perTurn.at(-1) ?? []) {
    const scoped = {
      ...check,
      scope: turns.length > 1 && everyTurn(check) ? "every-reply" : check.scope,
    };
    if (!checks.some((other) => key(other) === key(scoped))) checks.push(scoped);
  }
  return { checks, criteria };
}

function toCheck(assertion: unknown, warnings: string[], index: number): ScenarioCheck[] {
  if (!isRecord(assertion) || typeof assertion.type !== "string") {
    warnings.push(`Test ${index + 1}: an assertion without a type was skipped.`);
    return [];
  }
  const type = assertion.type;
  const value = typeof assertion.value === "string" ? unwrapRaw(assertion.value) : undefined;
  const checked = (check: unknown): ScenarioCheck[] => {
    const parsed = scenarioCheckSchema.safeParse(check);
    if (parsed.success) return [parsed.data];
    warnings.push(
      `Test ${index + 1}: the ${type} assertion could not be imported (${parsed.error.issues[0]?.message ?? "invalid"}).`,
    );
    return [];
  };
  switch (type) {
    case "contains":
    case "icontains":
      return checked({ type: "contains", value });
    case "not-contains":
    case "not-icontains":
      return checked({ type: "not-contains", value });
    case "regex":
      return checked({ type: "regex", pattern: value });
    case "not-regex":
      return checked({ type: "not-regex", pattern: value });
    case "is-json":
      return checked({ type: "json-shape", requiredKeys: [] });
    case "is-refusal":
      return checked({ type: "refusal", expected: "refuses" });
    case "not-is-refusal":
      return checked({ type: "refusal", expected: "answers" });
    case "llm-rubric":
      return [];
    case "javascript": {
      // AESOP's judge (aesop-assertions.cjs) carries the check itself in the assertion's config.
      if (value === PROMPTFOO_JUDGE_REFERENCE && isRecord(assertion.config)) return checked(assertion.config.check);
      // The rule watch is not a scenario's check: a run reads it again from the rule scenarios (decision 0072).
      if (value === PROMPTFOO_RULES_REFERENCE) return [];
      // Expressions of earlier exports.
      const regex = value
        ? /^(!?)new RegExp\(("(?:[^"\\]|\\.)*"), "iu"\)\.test\(String\(output\)\)$/.exec(value)
        : null;
      if (regex) {
        const pattern = JSON.parse(regex[2] ?? '""') as string;
        return checked({ type: regex[1] ? "not-regex" : "regex", pattern });
      }
      const length = value
        ? /^(?:String\(output\)\.length >= (\d+))?(?: && )?(?:String\(output\)\.length <= (\d+))?$/.exec(value)
        : null;
      if (length && (length[1] || length[2]))
        return checked({
          type: "length",
          ...(length[1] ? { min: Number(length[1]) } : {}),
          ...(length[2] ? { max: Number(length[2]) } : {}),
        });
      const keys = value ? /(\[(?:"(?:[^"\\]|\\.)*",?)*\])\.every\(\(k\) => k in o\)/.exec(value) : null;
      if (keys?.[1]) return checked({ type: "json-shape", requiredKeys: JSON.parse(keys[1]) as unknown });
      break;
    }
  }
  warnings.push(`Test ${index + 1}: a ${type} assertion has no AESOP check and was skipped.`);
  return [];
}

function categoryOf(value: unknown, text: string): ScenarioCategory {
  return (SCENARIO_CATEGORY_IDS as readonly string[]).includes(value as string)
    ? (value as ScenarioCategory)
    : concernCategory(text);
}

function turnOf(test: PromptfooTest): number {
  return typeof test.metadata.turn === "number" ? test.metadata.turn : test.index + 1;
}

/** "[crisis-direct] A user says… (turn 1 of 2)" → "A user says…". */
function cleanDescription(description: string | undefined): string | undefined {
  const cleaned = description
    ?.replace(/^\[[^\]]*\]\s*/, "")
    .replace(/\s*\(turn \d+ of \d+\)$/, "")
    .trim();
  return cleaned || undefined;
}

function metaString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** The export wraps text with template syntax in a raw block for promptfoo; the script holds it as written. */
function unwrapRaw(text: string): string {
  const match = /^\{% raw %\}([\s\S]*)\{% endraw %\}$/.exec(text);
  return match ? (match[1] ?? "") : text;
}

function uniqueId(base: string, ids: Set<string>): string {
  const slug = slugify(base);
  let id = slug;
  for (let n = 2; ids.has(id); n++) id = `${slug.slice(0, 76)}-${n}`;
  ids.add(id);
  return id;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fail(...errors: string[]): { ok: false; errors: string[] } {
  return { ok: false, errors };
}
