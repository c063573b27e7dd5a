import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { scenarioTranscriptSchema, type ScenarioTranscript } from "@aesop/shared/contracts/eval";
import { reportSchema } from "@aesop/shared/contracts/reports";
import { testScriptVersionSchema, toolsNamedIn, type TestScriptContent } from "@aesop/shared/contracts/test-scripts";
import { quoteCall, type ScriptTool } from "@aesop/shared/contracts/tools";
import { createAdmin, createMember, type Client } from "../apps/server/src/testing/accounts";
import { createProject, startRun, waitForRun } from "../apps/server/src/testing/eval-fixture";
import { plantedToolAssistants, type ToolCorpusEntry } from "../apps/server/src/testing/planted-tool-assistants/index";
import { startPlantedToolAssistants } from "../apps/server/src/testing/planted-tool-assistants/server";
import type { ToolCorpusPart, ToolGroundTruthEntry } from "../apps/server/src/testing/planted-tool-assistants/types";
import { createTestApp } from "../apps/server/src/testing/test-app";
import { expectStatus, reviewInstructions, waitForDone } from "./eval-chain";
import { round } from "./figures";

/**
 * `npm run bench:eval-actions` (issue 37): does AESOP's guided chain catch what a tool-using
 * assistant does wrong? For each planted tool assistant (apps/server/src/testing/planted-tool-assistants,
 * six deterministic assistants whose action failures are known), as a builder would, in this process:
 * its instructions reviewed, a test script of each size generated, the tools Script Generation proposed
 * confirmed (variant `proposed`), an OpenAI-compatible target on the planted server, an Eval run in
 * guided mode, and every scenario scored against the ground truth the server logged for each step
 * (a scenario misbehaved if a step of its dialogue carries a planted failure id; AESOP flagged it if
 * the scenario failed). A second variant (`own`) declares the assistant's own tools instead of the
 * proposed ones (answered with a generic fixed result), dropping the scenarios that name a proposed
 * tool it no longer declares. Writes bench/eval-actions-results.json; never exits non-zero on a missed
 * goal. The held-out part is published as figures only.
 */

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RESULTS = join(ROOT, "bench", "eval-actions-results.json");
const RUN_TIMEOUT_MS = 30 * 60_000;
const TARGET_LIMITS = { concurrency: 8, retries: 0 };
const SIZES = ["quick", "thorough"] as const;
type Size = (typeof SIZES)[number];
const VARIANTS = ["proposed", "own"] as const;
type Variant = (typeof VARIANTS)[number];
const PARTS: readonly ToolCorpusPart[] = ["actions", "actions-held-out"];
const WITHHELD: readonly ToolCorpusPart[] = ["actions-held-out"];
/** What the assistant's own tools answer in the `own` variant. */
const GENERIC_RESULT = { ok: true, status: "done" };

const progress = (message: string) =>
  console.error(`[eval-actions ${new Date().toISOString().slice(11, 19)}] ${message}`);

// ---------------------------------------------------------------------------------------------
// The script's variants, as a builder makes them in the script editor
// ---------------------------------------------------------------------------------------------

/** Every proposed tool confirmed (the flag cleared), as the editor's "Confirm" does. */
export function confirmAllProposed(content: TestScriptContent): TestScriptContent {
  if (!content.tools?.some((tool) => tool.proposed)) return content;
  return {
    ...content,
    tools: content.tools.map((tool) => {
      const { proposed: _proposed, ...confirmed } = tool;
      return confirmed;
    }),
  };
}

/**
 * The assistant's own tools declared instead of the proposed ones (each answered with a generic
 * fixed result); the scenarios that name a tool the script no longer declares are dropped.
 */
export function withOwnTools(
  content: TestScriptContent,
  entry: ToolCorpusEntry,
): { content: TestScriptContent; dropped: number } {
  const own: ScriptTool[] = entry.assistant.tools.map((tool) => ({
    name: tool.name,
    description: tool.description,
    parameters: tool.parameters,
    answer: { kind: "fixed", result: GENERIC_RESULT },
  }));
  const kept = (content.tools ?? []).filter((tool) => !tool.proposed && !own.some((mine) => mine.name === tool.name));
  const tools = [...kept, ...own];
  const names = new Set(tools.map((tool) => tool.name));
  const scenarios = content.scenarios.filter((scenario) => toolsNamedIn(scenario).every((name) => names.has(name)));
  return { content: { ...content, tools, scenarios }, dropped: content.scenarios.length - scenarios.length };
}

const STOP_WORDS = new Set(["get", "the", "a", "an", "of", "to", "for", "and", "or", "by", "tool", "customer", "user"]);
const wordsOf = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word));

/** How the proposed tools compare with the assistant's own: same names, or sharing a word. */
export function toolMatch(proposed: readonly ScriptTool[], entry: ToolCorpusEntry) {
  const own = entry.assistant.tools.map((tool) => tool.name);
  const proposedNames = proposed.map((tool) => tool.name);
  const sameName = own.filter((name) => proposedNames.includes(name));
  const sharedWord = own.filter((name) =>
    proposed.some((tool) => wordsOf(tool.name).some((word) => wordsOf(name).includes(word))),
  );
  return { own, proposed: proposedNames, sameName, sharedWord };
}

// ---------------------------------------------------------------------------------------------
// The ground truth: the server's log, matched to each scenario's dialogue
// ---------------------------------------------------------------------------------------------

const keyOf = (name: string, args: unknown): string => `${name}(${JSON.stringify(args ?? {})})`;

function parsedArguments(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** A logged step's conversation, by user turn: the user message and the calls made after it. */
function stepTurns(entry: ToolGroundTruthEntry): { message: string; calls: string[] }[] {
  const turns: { message: string; calls: string[] }[] = [];
  for (const message of entry.messages) {
    if (message.role === "user") turns.push({ message: message.content ?? "", calls: [] });
    else if (message.role === "assistant" && message.tool_calls) {
      const turn = turns.at(-1);
      for (const toolCall of message.tool_calls) {
        turn?.calls.push(keyOf(toolCall.function.name, parsedArguments(toolCall.function.arguments)));
      }
    }
  }
  return turns;
}

/**
 * Whether a logged step belongs to this dialogue: its user messages are the dialogue's so far, and
 * its calls in the current turn those the dialogue records (earlier turns reach the target as text).
 */
export function stepBelongsTo(entry: ToolGroundTruthEntry, transcript: ScenarioTranscript): boolean {
  const turns = stepTurns(entry);
  if (turns.length === 0 || turns.length > transcript.turns.length) return false;
  return turns.every((turn, index) => {
    const played = transcript.turns[index];
    if (!played || played.message.trim() !== turn.message.trim()) return false;
    const playedCalls = played.toolCalls.map((toolCall) => keyOf(toolCall.name, toolCall.arguments));
    const last = index === turns.length - 1;
    const own = [
      ...turn.calls,
      ...(last && entry.toolCalls ? entry.toolCalls.map((c) => keyOf(c.name, c.arguments)) : []),
    ];
    // AESOP sends earlier turns as their text alone (their calls are not in the history).
    if (!last)
      return own.length === 0 || (own.length === playedCalls.length && own.every((key, at) => playedCalls[at] === key));
    if (entry.toolCalls) return own.every((key, at) => playedCalls[at] === key);
    return own.length === playedCalls.length && own.every((key, at) => playedCalls[at] === key);
  });
}

interface ScenarioRecord {
  scenarioId: string;
  title: string;
  category: string;
  source: string;
  status: string;
  reason: string | null;
  namesTools: string[];
  /** The scenario's checks on actions: type, tool and conditions. */
  actionChecks: string[];
  turns: number;
  toolCallsMade: string[];
  /** Planted failures committed in the dialogue. */
  fired: string[];
  misbehaved: boolean;
  flagged: boolean;
  /** Logged steps attributed to this dialogue. */
  steps: number;
  /** Each turn: the message, the calls with their arguments, the reply (shortened). */
  dialogue: { message: string; calls: string[]; reply: string | null }[];
}

interface RunFigures {
  scenarios: number;
  namingTools: number;
  errors: number;
  misbehaved: number;
  caught: number;
  behaved: number;
  falseAlarms: number;
  recallPct: number | null;
  falseAlarmPct: number | null;
  provoked: string[];
  unmatchedSteps: number;
}

interface RunResult {
  size: Size;
  variant: Variant;
  reportId: number;
  scriptVersion: number;
  runId: string;
  wallS: number;
  droppedScenarios: number;
  offeredTools: string[];
  records: ScenarioRecord[];
  unmatchedSteps: number;
}

interface AssistantResult {
  entry: ToolCorpusEntry;
  projectId: string;
  proposedTools: Partial<Record<Size, { name: string; description: string }[]>>;
  match: Partial<Record<Size, ReturnType<typeof toolMatch>>>;
  runs: RunResult[];
  wallS: number;
}

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const pct = (part: number, whole: number) => (whole === 0 ? null : round((100 * part) / whole, 1));

function figuresOf(records: readonly ScenarioRecord[], unmatchedSteps: number): RunFigures {
  const judged = records.filter((record) => record.status === "passed" || record.status === "failed");
  const misbehaved = judged.filter((record) => record.misbehaved);
  const behaved = judged.filter((record) => !record.misbehaved);
  const caught = misbehaved.filter((record) => record.flagged).length;
  const falseAlarms = behaved.filter((record) => record.flagged).length;
  return {
    scenarios: records.length,
    namingTools: records.filter((record) => record.namesTools.length > 0).length,
    errors: records.length - judged.length,
    misbehaved: misbehaved.length,
    caught,
    behaved: behaved.length,
    falseAlarms,
    recallPct: pct(caught, misbehaved.length),
    falseAlarmPct: pct(falseAlarms, behaved.length),
    provoked: [...new Set(records.flatMap((record) => record.fired))].sort(),
    unmatchedSteps,
  };
}

// ---------------------------------------------------------------------------------------------
// The chain, through the API
// ---------------------------------------------------------------------------------------------

async function saveVersion(
  client: Client,
  reportId: number,
  content: TestScriptContent,
  note: string,
): Promise<number> {
  const saved = testScriptVersionSchema.parse(
    await expectStatus(
      await client.request(`/api/test-scripts/${reportId}/versions`, { json: { content, note } }),
      201,
      "save script version",
    ),
  );
  return saved.version;
}

async function measureAssistant(
  client: Client,
  entry: ToolCorpusEntry,
  plantedUrl: string,
  log: ToolGroundTruthEntry[],
): Promise<AssistantResult> {
  const { assistant } = entry;
  const started = performance.now();
  const say = (message: string) => progress(`${assistant.id}: ${message}`);
  const projectId = await createProject(client, assistant.name.slice(0, 100));

  // 1. The Instructions Review (Script Generation draws on it).
  await reviewInstructions(client, projectId, assistant.instructions);

  // 2. The target: the planted tool server, OpenAI-compatible.
  const target = (await expectStatus(
    await client.request(`/api/projects/${projectId}/eval-targets`, {
      json: {
        name: `${assistant.name.slice(0, 80)} (planted tools)`,
        config: { kind: "openai-compatible", baseUrl: `${plantedUrl}/${assistant.id}/v1`, model: assistant.id },
        limits: TARGET_LIMITS,
      },
    }),
    201,
    "target",
  )) as { id: string };

  const result: AssistantResult = { entry, projectId, proposedTools: {}, match: {}, runs: [], wallS: 0 };
  for (const size of SIZES) {
    // 3. A script of this size; its proposed tools confirmed as a builder would.
    const queued = reportSchema.parse(
      await expectStatus(
        await client.request(`/api/projects/${projectId}/test-scripts`, { json: { size } }),
        202,
        `${size} script`,
      ),
    );
    await waitForDone(client, projectId, queued, `the ${size} script`);
    const generated = testScriptVersionSchema.parse(
      await expectStatus(await client.request(`/api/test-scripts/${queued.id}/versions/1`), 200, "script version"),
    ).content;
    const proposed = (generated.tools ?? []).filter((tool) => tool.proposed);
    result.proposedTools[size] = proposed.map((tool) => ({ name: tool.name, description: tool.description }));
    result.match[size] = toolMatch(proposed, entry);
    say(
      `${size} script: ${generated.scenarios.length} scenarios, proposed tools ${proposed.map((tool) => tool.name).join(", ") || "none"}`,
    );

    const confirmed = confirmAllProposed(generated);
    const own = withOwnTools(generated, entry);
    const variants: { variant: Variant; content: TestScriptContent; dropped: number }[] = [
      { variant: "proposed", content: confirmed, dropped: 0 },
      { variant: "own", content: own.content, dropped: own.dropped },
    ];
    for (const { variant, content, dropped } of variants) {
      const version =
        variant === "proposed" && confirmed === generated
          ? 1
          : await saveVersion(
              client,
              queued.id,
              content,
              variant === "proposed" ? "Proposed tools confirmed" : "The assistant's own tools declared",
            );
      // 4. An Eval run of that version; the log's steps between its start and end are its own.
      const from = log.length;
      const runStarted = performance.now();
      const run = await startRun(client, projectId, {
        scriptReportId: queued.id,
        scriptVersion: version,
        targetId: target.id,
        judge: "guided",
      });
      const results = await waitForRun(client, projectId, run.id, "completed", RUN_TIMEOUT_MS);
      const steps = log.slice(from).filter((step) => step.assistantId === assistant.id);
      const wallS = round((performance.now() - runStarted) / 1000, 1);
      const records: ScenarioRecord[] = [];
      const used = new Set<ToolGroundTruthEntry>();
      for (const scenarioResult of results.scenarios) {
        const transcript = scenarioTranscriptSchema.parse(
          await expectStatus(
            await client.request(
              `/api/projects/${projectId}/eval-runs/${run.id}/scenarios/${scenarioResult.scenarioId}`,
            ),
            200,
            "transcript",
          ),
        );
        const mine = steps.filter((step) => stepBelongsTo(step, transcript));
        mine.forEach((step) => used.add(step));
        const scenario = content.scenarios.find((candidate) => candidate.id === transcript.scenarioId);
        const fired = [...new Set(mine.map((step) => step.plantedFailureId).filter((id): id is string => id !== null))];
        records.push({
          scenarioId: transcript.scenarioId,
          title: transcript.title,
          category: transcript.category,
          source: scenario?.source.kind ?? "unknown",
          status: transcript.status,
          reason: transcript.reason,
          namesTools: scenario ? toolsNamedIn(scenario) : [],
          actionChecks: (scenario?.checks ?? []).flatMap((check) =>
            check.type === "tool-called" || check.type === "tool-not-called"
              ? [`${check.type} ${check.tool}${check.where.length ? ` where ${check.where.join(" and ")}` : ""}`]
              : check.type === "tool-called-before"
                ? [`${check.type} ${check.tool} after ${check.before}`]
                : check.type === "arguments-match"
                  ? [`${check.type} ${check.tool} ${JSON.stringify(check.values ?? check.schema ?? {})}`]
                  : [],
          ),
          turns: transcript.turns.length,
          toolCallsMade: transcript.turns.flatMap((turn) => turn.toolCalls.map((toolCall) => toolCall.name)),
          fired,
          misbehaved: fired.length > 0,
          flagged: transcript.status === "failed",
          steps: mine.length,
          dialogue: transcript.turns.map((turn) => ({
            message: shorten(turn.message, 200),
            calls: turn.toolCalls.map((toolCall) =>
              shorten(`${quoteCall(toolCall)} → ${toolCall.error ?? JSON.stringify(toolCall.result)}`, 300),
            ),
            reply: turn.reply === null ? null : shorten(turn.reply, 200),
          })),
        });
      }
      const unmatched = steps.filter((step) => !used.has(step));
      const unmatchedSteps = unmatched.length;
      if (process.env.EVAL_ACTIONS_DEBUG)
        for (const step of unmatched)
          say(
            `unmatched step: ${JSON.stringify(step.messages).slice(0, 600)} → ${JSON.stringify(step.toolCalls ?? step.reply).slice(0, 200)}`,
          );
      result.runs.push({
        size,
        variant,
        reportId: queued.id,
        scriptVersion: version,
        runId: run.id,
        wallS,
        droppedScenarios: dropped,
        offeredTools: (content.tools ?? []).filter((tool) => !tool.proposed).map((tool) => tool.name),
        records,
        unmatchedSteps,
      });
      const figures = figuresOf(records, unmatchedSteps);
      say(
        `${size}/${variant} run in ${wallS} s: ${figures.scenarios} scenarios (${figures.namingTools} name tools), provoked ${figures.provoked.length}/${assistant.failures.length}, caught ${figures.caught}/${figures.misbehaved}, false alarms ${figures.falseAlarms}/${figures.behaved}, errors ${figures.errors}, unmatched steps ${unmatchedSteps}`,
      );
    }
  }
  result.wallS = round((performance.now() - started) / 1000, 1);
  return result;
}

// ---------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------

function buildReport(results: readonly AssistantResult[], durationS: number, withholdParts = WITHHELD) {
  const rows = PARTS.flatMap((part) =>
    SIZES.flatMap((size) =>
      VARIANTS.map((variant) => {
        const inPart = results.filter((result) => result.entry.part === part);
        const runs = inPart.flatMap((result) =>
          result.runs.filter((run) => run.size === size && run.variant === variant),
        );
        const figures = figuresOf(
          runs.flatMap((run) => run.records),
          runs.reduce((sum, run) => sum + run.unmatchedSteps, 0),
        );
        const planted = inPart.reduce((sum, result) => sum + result.entry.assistant.failures.length, 0);
        return {
          part,
          size,
          variant,
          assistants: inPart.length,
          plantedFailures: planted,
          ...figures,
          provokedFailures: figures.provoked,
          provoked: figures.provoked.length,
          droppedScenarios: runs.reduce((sum, run) => sum + run.droppedScenarios, 0),
        };
      }),
    ),
  );
  const assistants = results.map((result) => {
    const withheld = withholdParts.includes(result.entry.part);
    const failures = result.entry.assistant.failures.map((failure) => {
      const where = result.runs.flatMap((run) =>
        run.records
          .filter((record) => record.fired.includes(failure.id))
          .map((record) => ({ size: run.size, variant: run.variant, flagged: record.flagged })),
      );
      return {
        id: failure.id,
        kind: failure.kind,
        trigger: failure.trigger,
        provokedIn: where.length,
        caughtIn: where.filter((at) => at.flagged).length,
        ...(withheld ? {} : { where }),
      };
    });
    return {
      id: result.entry.assistant.id,
      part: result.entry.part,
      projectId: result.projectId,
      wallS: result.wallS,
      ownTools: result.entry.assistant.tools.map((tool) => tool.name),
      proposedTools: withheld
        ? Object.fromEntries(Object.entries(result.proposedTools).map(([size, tools]) => [size, tools.length]))
        : result.proposedTools,
      toolMatch: Object.fromEntries(
        Object.entries(result.match).map(([size, match]) => [
          size,
          {
            sameName: match.sameName.length,
            sharedWord: match.sharedWord.length,
            own: match.own.length,
            proposed: match.proposed.length,
          },
        ]),
      ),
      failures,
      runs: result.runs.map((run) => {
        const figures = figuresOf(run.records, run.unmatchedSteps);
        return {
          size: run.size,
          variant: run.variant,
          reportId: run.reportId,
          scriptVersion: run.scriptVersion,
          runId: run.runId,
          wallS: run.wallS,
          droppedScenarios: run.droppedScenarios,
          offeredTools: withheld ? run.offeredTools.length : run.offeredTools,
          ...figures,
          ...(withheld ? {} : { scenarios: run.records }),
        };
      }),
    };
  });
  return { durationS: round(durationS, 1), generatedAt: new Date().toISOString(), rows, assistants };
}

type BenchReport = ReturnType<typeof buildReport>;
const formatPct = (value: number | null) => (value === null ? "n/a" : `${value}%`);

function summary(report: BenchReport): string {
  const lines = [
    `Eval on the planted tool assistants (guided mode): ${round(report.durationS / 60, 1)} min`,
    "",
    "| part | size | tools | provoked | recall | false alarms | scenarios (naming tools) | dropped | errors |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...report.rows.map(
      (row) =>
        `| ${row.part} | ${row.size} | ${row.variant} | ${row.provoked}/${row.plantedFailures} | ${row.caught}/${row.misbehaved} (${formatPct(row.recallPct)}) | ${row.falseAlarms}/${row.behaved} (${formatPct(row.falseAlarmPct)}) | ${row.scenarios} (${row.namingTools}) | ${row.droppedScenarios} | ${row.errors} |`,
    ),
    "",
    "Proposed tools against the assistant's own (same name / sharing a word, of own):",
    ...report.assistants.map(
      (assistant) =>
        `- ${assistant.id} (${assistant.part}): ${Object.entries(assistant.toolMatch)
          .map(
            ([size, match]) =>
              `${size} ${match.proposed} proposed, ${match.sameName}/${match.own} same name, ${match.sharedWord}/${match.own} sharing a word`,
          )
          .join("; ")}`,
    ),
    "",
    "Planted failures never provoked:",
    ...report.assistants.flatMap((assistant) =>
      assistant.failures
        .filter((failure) => failure.provokedIn === 0)
        .map((failure) => `- ${assistant.id}: ${failure.id} (${failure.kind}, ${failure.trigger})`),
    ),
  ];
  return lines.join("\n");
}

async function main() {
  const only = process.argv
    .slice(2)
    .find((arg) => arg.startsWith("--only="))
    ?.slice("--only=".length);
  const entries = plantedToolAssistants.filter((entry) => !only || entry.assistant.id === only);
  const started = performance.now();
  const planted = await startPlantedToolAssistants();
  const t = await createTestApp();
  const results: AssistantResult[] = [];
  try {
    const admin = await createAdmin(t);
    const client = await createMember(t, admin, { email: "eval-actions@aesop.test" });
    progress(`${entries.length} assistant(s), sizes ${SIZES.join(", ")}; planted tool assistants at ${planted.url}`);
    // Assistants in parallel (each one's runs one after the other, so that the log's slice is its run's).
    const settled = await Promise.allSettled(
      entries.map((entry) => measureAssistant(client, entry, planted.url, planted.log)),
    );
    settled.forEach((outcome, index) => {
      if (outcome.status === "fulfilled") results.push(outcome.value);
      else
        progress(
          `${entries[index]?.assistant.id}: failed: ${outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason)}`,
        );
    });
  } finally {
    await t.close();
    await planted.close();
  }
  const durationS = (performance.now() - started) / 1000;
  const report = buildReport(results, durationS);
  // Every part in full, outside the repository, for whoever measures (never to tune on held-out details).
  const full = process.env.EVAL_ACTIONS_FULL_REPORT;
  if (full) writeFileSync(full, JSON.stringify(buildReport(results, durationS, []), null, 2));
  const json = await format(JSON.stringify(report), { ...(await resolveConfig(RESULTS)), parser: "json" });
  writeFileSync(RESULTS, json);
  console.log(summary(report));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  });
}
