import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import type { CaveSession } from "@aesop/shared/contracts/cave";
import { ethosProjectContextSchema, type EthosContext } from "@aesop/shared/contracts/ethos";
import { scenarioTranscriptSchema, type ScenarioTranscript } from "@aesop/shared/contracts/eval";
import { reportSchema } from "@aesop/shared/contracts/reports";
import {
  testScriptVersionSchema,
  type Scenario,
  type ScenarioCategory,
  type TestScriptContent,
} from "@aesop/shared/contracts/test-scripts";
import { createAdmin, createMember, type Client } from "../apps/server/src/testing/accounts";
import { livePath, startSession, waitForSession } from "../apps/server/src/testing/cave-fixture";
import { createProject, startRun, waitForRun } from "../apps/server/src/testing/eval-fixture";
import {
  type CorpusEntry,
  type CorpusPart,
  plantedAssistants,
  type PlantedAssistant,
} from "../apps/server/src/testing/planted-assistants/index";
import { startPlantedAssistants } from "../apps/server/src/testing/planted-assistants/server";
import { createTestApp } from "../apps/server/src/testing/test-app";
import {
  type CaveDialogueRecord,
  caveFiguresOf,
  dialogueTruth,
  type Figures,
  figuresOf,
  firstPlantedOf,
  flaggedTurn,
  formatPct,
  GOALS,
  goalChecks,
  mismatchedTurnsOf,
  PARTS,
  partsNamed,
  type ScenarioRecord,
  shorten,
  type Size,
  SIZES,
  verdictOf,
  WITHHELD_PARTS,
} from "./eval-quality-score";
import { expectStatus, reviewInstructions, waitForDone } from "./eval-chain";
import { round } from "./figures";

/**
 * `npm run bench:eval-quality` (issue 30): does AESOP's evaluation find what an assistant really
 * does wrong? For each planted-failure assistant (apps/server/src/testing/planted-assistants, 15
 * deterministic assistants whose rule breaks are known), the whole chain in guided mode, in this
 * process: its instructions reviewed, the Ethos Agent on a context from its domain and channel, a
 * test script of each size, Eval runs of each against the assistant as a target, and one Cave
 * session. Every reply's ground truth is recomputed from the assistant (pure and deterministic),
 * so each scenario is known to have misbehaved or not, and AESOP's verdict is scored against it.
 * Writes bench/eval-quality-results.json; a missed goal is printed, never a failure exit.
 */

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RESULTS = join(ROOT, "bench", "eval-quality-results.json");
const RUN_TIMEOUT_MS = 30 * 60_000;
const CAVE_TIMEOUT_MS = 15 * 60_000;
const CAVE_DIALOGUES = 6;
const TARGET_LIMITS = { concurrency: 8, retries: 0 };
/** The HTTP target's request body and where its reply is (the planted assistants' `/chat`). */
const HTTP_BODY_TEMPLATE = '{"message": {{message}}, "history": {{history}}}';
const HTTP_REPLY_PATH = "output";

type TargetKind = "openai-compatible" | "http";

/** A flag the benchmark does not understand: its message is enough. */
class UsageError extends Error {}

interface Options {
  parts: CorpusPart[];
  sizes: Size[];
  only: string | null;
  cave: boolean;
  target: TargetKind;
}

const progress = (message: string) =>
  console.error(`[eval-quality ${new Date().toISOString().slice(11, 19)}] ${message}`);

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    parts: [...PARTS],
    sizes: [...SIZES],
    only: null,
    cave: true,
    target: "openai-compatible",
  };
  const value = (index: number, flag: string) => {
    const next = argv[index + 1];
    if (next === undefined || next.startsWith("--")) throw new UsageError(`${flag} needs a value`);
    return next;
  };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? "";
    const [flag, inline] = arg.includes("=")
      ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
      : [arg];
    const take = () => inline ?? value(index++, flag ?? arg);
    switch (flag) {
      case "--part":
      case "--parts": {
        const value = take();
        const parts = partsNamed(value);
        if (!parts) throw new UsageError(`--part is ${PARTS.join(", ")} (several with commas) or all, not "${value}"`);
        options.parts = parts;
        break;
      }
      case "--sizes": {
        const sizes = take()
          .split(",")
          .map((size) => size.trim())
          .filter(Boolean);
        const unknown = sizes.filter((size) => !(SIZES as readonly string[]).includes(size));
        if (unknown.length || sizes.length === 0)
          throw new UsageError(`--sizes takes ${SIZES.join(",")}, not "${unknown.join(",")}"`);
        options.sizes = SIZES.filter((size) => sizes.includes(size));
        break;
      }
      case "--only":
        options.only = take();
        break;
      case "--no-cave":
        options.cave = false;
        break;
      case "--target": {
        const target = take();
        if (target === "http") options.target = "http";
        else if (target === "openai" || target === "openai-compatible") options.target = "openai-compatible";
        else throw new UsageError(`--target is openai-compatible or http, not "${target}"`);
        break;
      }
      default:
        throw new UsageError(`unknown flag ${arg} (flags: --part, --parts, --sizes, --only, --no-cave, --target)`);
    }
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// The chain, through the API
// ---------------------------------------------------------------------------------------------

/**
 * The deployment context the creator would give the Ethos Agent: what the project already says
 * (the form's prefill), with the sector and channel of the assistant.
 */
async function ethosContextOf(client: Client, projectId: string, assistant: PlantedAssistant): Promise<EthosContext> {
  const context = ethosProjectContextSchema.parse(
    await expectStatus(await client.request(`/api/projects/${projectId}/ethos-context`), 200, "ethos context"),
  );
  return { ...context.prefill, sector: assistant.domain, channel: assistant.channel };
}

function targetConfig(kind: TargetKind, plantedUrl: string, assistant: PlantedAssistant) {
  if (kind === "http") {
    return {
      kind: "http" as const,
      url: `${plantedUrl}/${assistant.id}/chat`,
      method: "POST" as const,
      headers: [],
      bodyTemplate: HTTP_BODY_TEMPLATE,
      replyPath: HTTP_REPLY_PATH,
    };
  }
  return { kind: "openai-compatible" as const, baseUrl: `${plantedUrl}/${assistant.id}/v1`, model: assistant.id };
}

async function createTarget(client: Client, projectId: string, name: string, config: ReturnType<typeof targetConfig>) {
  const body = await expectStatus(
    await client.request(`/api/projects/${projectId}/eval-targets`, {
      json: { name, config, limits: TARGET_LIMITS },
    }),
    201,
    "target",
  );
  return (body as { id: string }).id;
}

/** The categories a scenario tries to make an assistant break a rule in, most telling first. */
const RULE_BREAK_CATEGORIES: readonly ScenarioCategory[] = [
  "personal-data-extraction",
  "system-prompt-extraction",
  "manipulation-pressure",
  "roleplay-jailbreak",
  "prompt-injection",
  "crisis-self-harm",
  "medical-advice",
  "legal-advice",
  "financial-advice",
  "minors",
  "off-topic-drift",
  "persona-drift",
  "dangerous-capabilities",
  "harassment-hate",
  "emotional-dependence",
  "sycophancy",
  "misinformation",
  "bias-fairness",
  "over-reliance",
  "document-injection",
];

const TARGETED_SOURCES = new Set(["review-gap", "ethos-risk", "interview-concern"]);
const dialogueLength = (scenario: Scenario) =>
  1 +
  scenario.turns.length +
  (scenario.adaptive ? Math.min(scenario.adaptive.maxTurns, scenario.adaptive.escalationSteps.length) : 0);

/**
 * The Cave's scenarios, chosen from the script alone (never from the ground truth): one per
 * category that suggests a rule break, in the order above, each the scenario of its category drawn
 * from a finding on these instructions and with the longest dialogue first; then more of the same
 * categories; the rest only when too few are left.
 */
export function caveScenarios(script: TestScriptContent, count = CAVE_DIALOGUES): Scenario[] {
  const rank = (scenario: Scenario) => RULE_BREAK_CATEGORIES.indexOf(scenario.category);
  const candidates = script.scenarios
    .filter((scenario) => rank(scenario) >= 0)
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        Number(TARGETED_SOURCES.has(b.source.kind)) - Number(TARGETED_SOURCES.has(a.source.kind)) ||
        dialogueLength(b) - dialogueLength(a),
    );
  const chosen: Scenario[] = [];
  const categories = new Set<string>();
  for (const scenario of candidates) {
    if (chosen.length >= count) break;
    if (categories.has(scenario.category)) continue;
    categories.add(scenario.category);
    chosen.push(scenario);
  }
  for (const scenario of [...candidates, ...script.scenarios]) {
    if (chosen.length >= count) break;
    if (!chosen.includes(scenario)) chosen.push(scenario);
  }
  return chosen;
}

interface AssistantResult {
  entry: CorpusEntry;
  projectId: string;
  reviewReportId: number;
  ethosReportId: number;
  scripts: Partial<Record<Size, { reportId: number; scenarios: number; runId: string; runWallS: number }>>;
  records: Partial<Record<Size, ScenarioRecord[]>>;
  cave: { sessionId: string; wallS: number; dialogues: CaveDialogueRecord[] } | null;
  wallS: number;
}

function scenarioRecord(
  entry: CorpusEntry,
  size: Size,
  script: TestScriptContent,
  transcript: ScenarioTranscript,
): ScenarioRecord {
  const truth = dialogueTruth(entry.assistant, transcript.turns);
  const failedDetails = transcript.checks.filter((check) => !check.passed).map((check) => check.detail);
  const flagged =
    transcript.status === "failed" ? flaggedTurn(transcript.reason, failedDetails, transcript.turns.length) : null;
  const flaggedTurnOf = flagged === null ? undefined : transcript.turns[flagged - 1];
  const scenario = script.scenarios.find((candidate) => candidate.id === transcript.scenarioId);
  return {
    assistantId: entry.assistant.id,
    part: entry.part,
    size,
    scenarioId: transcript.scenarioId,
    title: transcript.title,
    category: transcript.category,
    severity: transcript.severity,
    source: scenario?.source.kind ?? "unknown",
    status: transcript.status,
    reason: transcript.reason,
    checks: transcript.checks.map((check) => `${check.type}${check.passed ? "" : " (failed)"}: ${check.detail}`),
    turns: transcript.turns.length,
    adaptive: Boolean(scenario?.adaptive),
    messages: transcript.turns.map((turn) => shorten(turn.message, 160)),
    fired: truth.fired,
    misbehaved: truth.fired.length > 0,
    mismatches: truth.mismatches,
    firstPlanted: firstPlantedOf(truth),
    flaggedReply:
      flagged !== null && flaggedTurnOf?.reply
        ? { turn: flagged, message: flaggedTurnOf.message, reply: flaggedTurnOf.reply }
        : null,
    mismatchedTurns: mismatchedTurnsOf(truth),
  };
}

function caveDialogueRecord(entry: CorpusEntry, dialogue: CaveSession["dialogues"][number]): CaveDialogueRecord {
  // The live branch as the target saw it: each evaluator turn, answered by the next assistant turn.
  const exchanges: { message: string; reply: string | null }[] = [];
  for (const turn of livePath(dialogue)) {
    if (turn.role === "evaluator") exchanges.push({ message: turn.text, reply: null });
    else {
      const last = exchanges.at(-1);
      if (last && turn.error === null && !turn.streaming) last.reply = turn.text;
    }
  }
  const truth = dialogueTruth(entry.assistant, exchanges);
  return {
    assistantId: entry.assistant.id,
    part: entry.part,
    scenarioId: dialogue.scenario.scenarioId,
    title: dialogue.scenario.title,
    category: dialogue.scenario.category,
    status: dialogue.status,
    outcome: dialogue.summary?.outcome ?? null,
    turns: truth.turns.length,
    fired: truth.fired,
    misbehaved: truth.fired.length > 0,
    mismatches: truth.mismatches,
    worstQuote: dialogue.summary?.worstQuote ?? null,
    firstPlanted: firstPlantedOf(truth),
    mismatchedTurns: mismatchedTurnsOf(truth),
  };
}

async function measureAssistant(
  client: Client,
  entry: CorpusEntry,
  options: Options,
  plantedUrl: string,
): Promise<AssistantResult> {
  const { assistant } = entry;
  const started = performance.now();
  const say = (message: string) => progress(`${assistant.id}: ${message}`);
  const projectId = await createProject(client, assistant.name.slice(0, 100));

  // 1. The Instructions Review.
  const review = await reviewInstructions(client, projectId, assistant.instructions);

  // 2. The Ethos Agent on the deployment context.
  const ethos = reportSchema.parse(
    await expectStatus(
      await client.request(`/api/projects/${projectId}/ethos`, {
        json: await ethosContextOf(client, projectId, assistant),
      }),
      202,
      "ethos",
    ),
  );
  await waitForDone(client, projectId, ethos, "the Ethos report");
  say("review and Ethos report done");

  // 3. A script of each size (the thorough one also feeds the Cave).
  const scriptSizes: Size[] = [...options.sizes];
  if (options.cave && !scriptSizes.includes("thorough")) scriptSizes.push("thorough");
  const scripts = new Map<Size, { reportId: number; content: TestScriptContent }>();
  for (const size of scriptSizes) {
    const queued = reportSchema.parse(
      await expectStatus(
        await client.request(`/api/projects/${projectId}/test-scripts`, { json: { size } }),
        202,
        `${size} script`,
      ),
    );
    await waitForDone(client, projectId, queued, `the ${size} script`);
    const version = testScriptVersionSchema.parse(
      await expectStatus(await client.request(`/api/test-scripts/${queued.id}/versions/1`), 200, "script version"),
    );
    scripts.set(size, { reportId: queued.id, content: version.content });
  }
  say(`scripts: ${[...scripts].map(([size, script]) => `${size} ${script.content.scenarios.length}`).join(", ")}`);

  // 4. The assistant as a target.
  const targetId = await createTarget(
    client,
    projectId,
    `${assistant.name.slice(0, 80)} (${options.target})`,
    targetConfig(options.target, plantedUrl, assistant),
  );

  // 5. An Eval run of each script, all at once (the target's concurrency bounds them together).
  const result: AssistantResult = {
    entry,
    projectId,
    reviewReportId: review.id,
    ethosReportId: ethos.id,
    scripts: {},
    records: {},
    cave: null,
    wallS: 0,
  };
  await Promise.all(
    options.sizes.map(async (size) => {
      const script = scripts.get(size);
      if (!script) return;
      const runStarted = performance.now();
      const run = await startRun(client, projectId, { scriptReportId: script.reportId, targetId, judge: "guided" });
      const results = await waitForRun(client, projectId, run.id, "completed", RUN_TIMEOUT_MS);
      const runWallS = round((performance.now() - runStarted) / 1000, 1);
      // 6. Each scenario's transcript, scored against the recomputed ground truth.
      const records: ScenarioRecord[] = [];
      for (const scenario of results.scenarios) {
        const transcript = scenarioTranscriptSchema.parse(
          await expectStatus(
            await client.request(`/api/projects/${projectId}/eval-runs/${run.id}/scenarios/${scenario.scenarioId}`),
            200,
            "transcript",
          ),
        );
        records.push(scenarioRecord(entry, size, script.content, transcript));
      }
      result.scripts[size] = {
        reportId: script.reportId,
        scenarios: script.content.scenarios.length,
        runId: run.id,
        runWallS,
      };
      result.records[size] = records;
      const figures = figuresOf([{ assistant, records }]);
      say(
        `${size} run done in ${runWallS} s: provoked ${figures.provoked}/${figures.plantedFailures}, recall ${formatPct(figures.recallPct)}, false alarms ${formatPct(figures.falseAlarmPct)}, errors ${figures.errors}, judge agreement ${formatAgreement(figures.agreement)}`,
      );
    }),
  );

  // 7. One Cave session on scenarios of the thorough script.
  const thorough = scripts.get("thorough");
  if (options.cave && thorough) {
    const caveStarted = performance.now();
    const chosen = caveScenarios(thorough.content);
    const session = await startSession(client, projectId, {
      targetId,
      judge: "guided",
      dialogues: chosen.map((scenario) => ({
        source: "script",
        scriptReportId: thorough.reportId,
        scenarioId: scenario.id,
      })),
    });
    const ended = await waitForSession(client, projectId, session.id, undefined, CAVE_TIMEOUT_MS);
    result.cave = {
      sessionId: session.id,
      wallS: round((performance.now() - caveStarted) / 1000, 1),
      dialogues: ended.dialogues.map((dialogue) => caveDialogueRecord(entry, dialogue)),
    };
    const figures = caveFiguresOf([{ assistant, dialogues: result.cave.dialogues }]);
    say(
      `cave done: ${figures.dialogues} dialogues, ${figures.misbehaved} misbehaved (${figures.caught} failed), ${figures.behaved} behaved (${figures.falseAlarms} failed), ${figures.inconclusive} inconclusive`,
    );
  }
  result.wallS = round((performance.now() - started) / 1000, 1);
  return result;
}

// ---------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------

interface MissItem {
  assistant: string;
  part: CorpusPart;
  size: Size;
  scenarioId: string;
  title: string;
  category: string;
  severity: string;
  plantedFailureId: string;
  /** Every planted failure that fired in the scenario. */
  fired: string[];
  /** The run's reason; for a scenario that passed, the checks it passed. */
  reason: string;
  plantedTurn: number;
  /** The user message the planted reply answered, and the reply. */
  plantedMessage: string;
  plantedReply: string;
}

interface FalseAlarmItem {
  assistant: string;
  part: CorpusPart;
  size: Size;
  scenarioId: string;
  title: string;
  category: string;
  severity: string;
  reason: string;
  replyTurn: number | null;
  /** The user message the quoted reply answered. */
  message: string;
  reply: string;
}

function missOf(record: ScenarioRecord): MissItem {
  return {
    assistant: record.assistantId,
    part: record.part,
    size: record.size,
    scenarioId: record.scenarioId,
    title: record.title,
    category: record.category,
    severity: record.severity,
    plantedFailureId: record.firstPlanted?.failureId ?? "",
    fired: record.fired,
    reason:
      record.reason ??
      (record.checks.length ? `passed: ${record.checks.join("; ")}` : "passed: the scenario has no checks"),
    plantedTurn: record.firstPlanted?.turn ?? 0,
    plantedMessage: shorten(record.firstPlanted?.message ?? "", 300),
    plantedReply: shorten(record.firstPlanted?.reply ?? "", 300),
  };
}

function falseAlarmOf(record: ScenarioRecord): FalseAlarmItem {
  return {
    assistant: record.assistantId,
    part: record.part,
    size: record.size,
    scenarioId: record.scenarioId,
    title: record.title,
    category: record.category,
    severity: record.severity,
    reason: record.reason ?? "",
    replyTurn: record.flaggedReply?.turn ?? null,
    message: shorten(record.flaggedReply?.message ?? "", 300),
    reply: shorten(record.flaggedReply?.reply ?? "", 300),
  };
}

const SEVERITY_RANK: Record<string, number> = { critical: 0, high: 1, medium: 2, low: 3 };
const SIZE_RANK: Record<Size, number> = { thorough: 0, standard: 1, quick: 2 };

/** Listings in a stable order: part, size (thorough first), assistant, severity, scenario. */
function byListingOrder<
  T extends { part: CorpusPart; size: Size; assistant: string; severity: string; scenarioId: string },
>(a: T, b: T): number {
  return (
    PARTS.indexOf(a.part) - PARTS.indexOf(b.part) ||
    SIZE_RANK[a.size] - SIZE_RANK[b.size] ||
    a.assistant.localeCompare(b.assistant) ||
    (SEVERITY_RANK[a.severity] ?? 9) - (SEVERITY_RANK[b.severity] ?? 9) ||
    a.scenarioId.localeCompare(b.scenarioId)
  );
}

function buildReport(results: AssistantResult[], options: Options, durationS: number) {
  const figures: Partial<
    Record<CorpusPart, Partial<Record<Size, Figures & { goals: ReturnType<typeof goalChecks> }>>>
  > = {};
  for (const part of options.parts) {
    const ofPart = results.filter((result) => result.entry.part === part);
    if (ofPart.length === 0) continue;
    const bySize: Partial<Record<Size, Figures & { goals: ReturnType<typeof goalChecks> }>> = {};
    for (const size of options.sizes) {
      const sizeFigures = figuresOf(
        ofPart.map((result) => ({ assistant: result.entry.assistant, records: result.records[size] ?? [] })),
      );
      bySize[size] = { ...sizeFigures, goals: goalChecks(size, sizeFigures) };
    }
    figures[part] = bySize;
  }
  const cave = Object.fromEntries(
    options.parts.flatMap((part) => {
      const sessions = results
        .filter((result) => result.entry.part === part && result.cave)
        .map((result) => ({ assistant: result.entry.assistant, dialogues: result.cave?.dialogues ?? [] }));
      return sessions.length ? [[part, caveFiguresOf(sessions)]] : [];
    }),
  );
  const records = results.flatMap((result) => SIZES.flatMap((size) => result.records[size] ?? []));
  const misses = records
    .filter((record) => verdictOf(record) === "missed")
    .map(missOf)
    .sort(byListingOrder);
  const falseAlarms = records
    .filter((record) => verdictOf(record) === "false-alarm")
    .map(falseAlarmOf)
    .sort(byListingOrder);
  const errors = records
    .filter((record) => verdictOf(record) === "error")
    .map((record) => ({
      assistant: record.assistantId,
      part: record.part,
      size: record.size,
      scenarioId: record.scenarioId,
      title: record.title,
      status: record.status,
      reason: record.reason,
    }));
  const mismatches = [
    ...records.flatMap((record) =>
      record.mismatchedTurns.map((turn) => ({
        assistant: record.assistantId,
        where: `${record.size} run, scenario ${record.scenarioId}`,
        ...turn,
      })),
    ),
    ...results.flatMap((result) =>
      (result.cave?.dialogues ?? []).flatMap((dialogue) =>
        dialogue.mismatchedTurns.map((turn) => ({
          assistant: dialogue.assistantId,
          where: `cave, scenario ${dialogue.scenarioId ?? "ad hoc"}`,
          ...turn,
        })),
      ),
    ),
  ];
  const assistants = results.map((result) => {
    const { assistant, part } = result.entry;
    const fired = new Set(SIZES.flatMap((size) => (result.records[size] ?? []).flatMap((record) => record.fired)));
    return {
      id: assistant.id,
      part,
      domain: assistant.domain,
      channel: assistant.channel,
      projectId: result.projectId,
      reviewReportId: result.reviewReportId,
      ethosReportId: result.ethosReportId,
      wallS: result.wallS,
      plantedFailures: assistant.failures.map((failure) => ({
        id: failure.id,
        kind: failure.kind,
        trigger: failure.trigger,
        provokedBy: options.sizes.filter((size) =>
          (result.records[size] ?? []).some((record) => record.fired.includes(failure.id)),
        ),
        caughtBy: options.sizes.filter((size) =>
          (result.records[size] ?? []).some(
            (record) => record.fired.includes(failure.id) && verdictOf(record) === "caught",
          ),
        ),
      })),
      neverProvoked: assistant.failures.map((failure) => failure.id).filter((id) => !fired.has(id)),
      sizes: Object.fromEntries(
        options.sizes.map((size) => {
          const sizeRecords = result.records[size] ?? [];
          return [
            size,
            {
              ...result.scripts[size],
              figures: figuresOf([{ assistant, records: sizeRecords }]),
              fired: [...new Set(sizeRecords.flatMap((record) => record.fired))],
              scenarios: sizeRecords.map((record) => ({
                id: record.scenarioId,
                category: record.category,
                source: record.source,
                status: record.status,
                turns: record.turns,
                adaptive: record.adaptive,
                messages: record.messages,
                fired: record.fired,
                verdict: verdictOf(record),
              })),
            },
          ];
        }),
      ),
      cave: result.cave
        ? {
            sessionId: result.cave.sessionId,
            wallS: result.cave.wallS,
            figures: caveFiguresOf([{ assistant, dialogues: result.cave.dialogues }]),
            dialogues: result.cave.dialogues,
          }
        : null,
    };
  });
  return {
    generatedAt: new Date().toISOString(),
    durationS: round(durationS, 1),
    node: process.version,
    tree: treeState(),
    options,
    goals: { appliesTo: "held-out", ...GOALS },
    figures,
    cave,
    assistants,
    misses,
    falseAlarms,
    errors,
    mismatches,
    missesByFailure: groupBy(misses, (miss) => `${miss.part} ${miss.assistant} ${miss.plantedFailureId}`),
    falseAlarmsByScenario: groupBy(falseAlarms, (alarm) => `${alarm.part} ${alarm.scenarioId}`),
    falseAlarmsByCheck: groupBy(falseAlarms, (alarm) => `${alarm.part} ${alarm.reason.split(":")[0] ?? ""}`),
    falseAlarmsByCategory: groupBy(falseAlarms, (alarm) => `${alarm.part} ${alarm.category}`),
  };
}

/**
 * The report as it is published (stdout and the committed JSON): a held-out part keeps its figures
 * and counts, never its scenarios, replies, misses or false alarms. Whoever writes the rules reads
 * this output; a held-out reply read there would make the part tuning. The tuning and dev parts
 * are published in full.
 */
function withoutHeldOutDetails(report: BenchReport): PublishedReport {
  const published = (item: { part: CorpusPart }) => !WITHHELD_PARTS.includes(item.part);
  const publishedKey = (group: { key: string }) => !WITHHELD_PARTS.some((part) => group.key.startsWith(`${part} `));
  const withheld = Object.fromEntries(
    WITHHELD_PARTS.map((part) => [
      part,
      {
        misses: report.misses.filter((miss) => miss.part === part).length,
        falseAlarms: report.falseAlarms.filter((alarm) => alarm.part === part).length,
        errors: report.errors.filter((error) => error.part === part).length,
      },
    ]),
  );
  const publishedAssistants = new Set(report.assistants.filter(published).map((assistant) => assistant.id));
  return {
    ...report,
    withheld,
    assistants: report.assistants.map((assistant) =>
      published(assistant)
        ? assistant
        : {
            ...assistant,
            plantedFailures: [],
            neverProvoked: [],
            sizes: Object.fromEntries(
              Object.entries(assistant.sizes).map(([size, run]) => [size, { ...run, fired: [], scenarios: [] }]),
            ),
            cave: assistant.cave ? { ...assistant.cave, dialogues: [] } : null,
          },
    ),
    misses: report.misses.filter(published),
    falseAlarms: report.falseAlarms.filter(published),
    errors: report.errors.filter(published),
    mismatches: report.mismatches.filter((mismatch) => publishedAssistants.has(mismatch.assistant)),
    missesByFailure: report.missesByFailure.filter(publishedKey),
    falseAlarmsByScenario: report.falseAlarmsByScenario.filter(publishedKey),
    falseAlarmsByCheck: report.falseAlarmsByCheck.filter(publishedKey),
    falseAlarmsByCategory: report.falseAlarmsByCategory.filter(publishedKey),
  };
}

/** How often each key occurs, most frequent first: the sizes and assistants it occurs in. */
function groupBy<T extends { assistant: string; size: Size; scenarioId: string }>(
  items: T[],
  key: (item: T) => string,
) {
  const groups = new Map<
    string,
    { key: string; count: number; assistants: Set<string>; sizes: Set<Size>; scenarios: Set<string> }
  >();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name) ?? {
      key: name,
      count: 0,
      assistants: new Set(),
      sizes: new Set(),
      scenarios: new Set(),
    };
    group.count++;
    group.assistants.add(item.assistant);
    group.sizes.add(item.size);
    group.scenarios.add(item.scenarioId);
    groups.set(name, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .map((group) => ({
      key: group.key,
      count: group.count,
      assistants: [...group.assistants].sort(),
      sizes: SIZES.filter((size) => group.sizes.has(size)),
      scenarios: [...group.scenarios].sort(),
    }));
}

/** The commit measured and the files changed beside it: figures of a tree mid-change say so. */
function treeState(): { commit: string | null; changedFiles: string[] } {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" });
  try {
    return {
      commit: git("rev-parse", "HEAD").trim(),
      // Each line is "XY path": two status letters (a space for none), a space, the path.
      changedFiles: git("status", "--porcelain", "--untracked-files=all")
        .split("\n")
        .filter((line) => line.length > 3)
        .map((line) => line.slice(3)),
    };
  } catch {
    return { commit: null, changedFiles: [] };
  }
}

type BenchReport = ReturnType<typeof buildReport>;
type PublishedReport = BenchReport & {
  withheld: Partial<Record<CorpusPart, { misses: number; falseAlarms: number; errors: number }>>;
};

const pad = (text: string, width: number) => text.padEnd(width);
const padStart = (text: string, width: number) => text.padStart(width);

/** "812/900 90.2% k=0.41": the guided judge against the ground truth (share, Cohen's kappa; n is the denominator). */
function formatAgreement(agreement: Figures["agreement"]): string {
  const kappa = agreement.kappa === null ? "—" : agreement.kappa.toFixed(2);
  return `${agreement.agreed}/${agreement.n} ${formatPct(agreement.sharePct)} k=${kappa}`;
}

function summary(report: PublishedReport): string {
  const lines: string[] = [];
  const minutes = Math.floor(report.durationS / 60);
  lines.push(
    `Eval quality on the planted-failure assistants (guided mode, ${report.options.target} target): ${minutes} min ${round(report.durationS - minutes * 60, 0)} s`,
  );
  lines.push("Issue 30's targets apply to the held-out part; beside the tuning part they are for reference.");
  const changed = report.tree.changedFiles.filter((file) => !file.startsWith("bench/"));
  if (changed.length) {
    lines.push(
      `Measured on ${report.tree.commit?.slice(0, 7) ?? "?"} with uncommitted changes to: ${changed.join(", ")}`,
    );
  }
  lines.push("");
  const header = `${pad("part", 9)} ${pad("size", 9)} ${padStart("scen.", 5)} ${pad("provoked", 16)} ${pad("recall", 18)} ${pad("false alarms", 18)} ${padStart("errors", 6)} ${pad("judge agreement", 26)}  goals`;
  lines.push(header);
  lines.push("-".repeat(header.length + 30));
  for (const part of PARTS) {
    const bySize = report.figures[part];
    if (!bySize) continue;
    for (const size of SIZES) {
      const f = bySize[size];
      if (!f) continue;
      const goals = f.goals.map((goal) => `${goal.figure} ${goal.goal} ${goal.status}`).join(", ");
      lines.push(
        `${pad(part, 9)} ${pad(size, 9)} ${padStart(String(f.scenarios), 5)} ${pad(`${f.provoked}/${f.plantedFailures} ${formatPct(f.provokedPct)}`, 16)} ${pad(`${f.caught}/${f.misbehaved} ${formatPct(f.recallPct)}`, 18)} ${pad(`${f.falseAlarms}/${f.behaved} ${formatPct(f.falseAlarmPct)}`, 18)} ${padStart(String(f.errors), 6)} ${pad(formatAgreement(f.agreement), 26)}  ${goals}`,
      );
    }
  }
  const mismatches = PARTS.flatMap((part) => SIZES.map((size) => report.figures[part]?.[size]?.replyMismatches ?? 0));
  lines.push(
    `Replies stored by AESOP that differ from the assistant's recomputed reply: ${mismatches.reduce((a, b) => a + b, 0)} in the runs, ${report.mismatches.length} in all`,
  );
  for (const mismatch of report.mismatches.slice(0, 10)) {
    lines.push(
      `  MISMATCH ${mismatch.assistant}, ${mismatch.where}, turn ${mismatch.turn}: stored "${shorten(mismatch.stored, 80)}", expected "${shorten(mismatch.expected, 80)}"`,
    );
  }

  const caveParts = PARTS.filter((part) => report.cave[part]);
  if (caveParts.length) {
    lines.push("");
    lines.push("Cave of Shadows (guided, up to 6 dialogues of the thorough script per assistant):");
    for (const part of caveParts) {
      const c = report.cave[part];
      if (!c) continue;
      lines.push(
        `  ${pad(part, 9)} ${c.dialogues} dialogues; provoked ${c.provoked}/${c.plantedFailures}; misbehaved ${c.misbehaved}, outcome failed ${c.caught} (recall ${formatPct(c.recallPct)}); behaved ${c.behaved}, outcome failed ${c.falseAlarms} (false alarms ${formatPct(c.falseAlarmPct)}); inconclusive ${c.inconclusive}`,
      );
    }
  }

  lines.push("");
  lines.push("Per assistant (provoked, recall caught/misbehaved, false alarms failed/behaved, errors; per size):");
  for (const assistant of report.assistants) {
    const cells = report.options.sizes.map((size) => {
      const f = assistant.sizes[size]?.figures;
      if (!f) return `${size} -`;
      return `${size} ${f.provoked}/${f.plantedFailures}, ${f.caught}/${f.misbehaved}, ${f.falseAlarms}/${f.behaved}${f.errors ? `, ${f.errors} err` : ""}`;
    });
    const cave = assistant.cave
      ? ` | cave ${assistant.cave.dialogues.map((d) => `${d.outcome ?? d.status}${d.misbehaved ? "*" : ""}`).join(" ")}`
      : "";
    lines.push(`  ${pad(assistant.id, 22)} ${pad(assistant.part, 8)} ${cells.join(" | ")}${cave}`);
    if (assistant.neverProvoked.length)
      lines.push(`  ${" ".repeat(22)} never provoked: ${assistant.neverProvoked.join(", ")}`);
  }
  if (report.assistants.some((assistant) => assistant.cave))
    lines.push("  (cave: each dialogue's outcome; * its replies broke a rule)");

  for (const part of PARTS) {
    const misses = report.misses.filter((miss) => miss.part === part);
    const falseAlarms = report.falseAlarms.filter((alarm) => alarm.part === part);
    if (!report.figures[part]) continue;
    lines.push("");
    const withheld = report.withheld[part];
    if (withheld) {
      lines.push(
        `Misses, ${part} (${withheld.misses}); false alarms (${withheld.falseAlarms}); errors (${withheld.errors}): details withheld, so that nobody tunes on them`,
      );
      continue;
    }
    lines.push(`Misses, ${part} (${misses.length}): the scenario misbehaved and the run passed it`);
    for (const miss of misses) {
      lines.push(
        `  [${miss.size}] ${miss.assistant} ${miss.scenarioId} "${shorten(miss.title, 70)}" planted ${miss.plantedFailureId} (turn ${miss.plantedTurn}); ${shorten(miss.reason, 160)}`,
      );
    }
    lines.push(`False alarms, ${part} (${falseAlarms.length}): the replies kept every rule and the run failed it`);
    const checks = report.falseAlarmsByCheck.filter((group) => group.key.startsWith(`${part} `));
    lines.push(
      `  by the first failing check: ${checks.map((group) => `${group.key.slice(part.length + 1)} ${group.count}`).join(", ")}`,
    );
    const categories = report.falseAlarmsByCategory.filter((group) => group.key.startsWith(`${part} `));
    lines.push(
      `  by category: ${categories.map((group) => `${group.key.slice(part.length + 1)} ${group.count}`).join(", ")}`,
    );
    const scenarios = report.falseAlarmsByScenario.filter((group) => group.key.startsWith(`${part} `)).slice(0, 10);
    lines.push(
      `  most frequent scenarios: ${scenarios.map((group) => `${group.key.slice(part.length + 1)} ${group.count} (${group.assistants.length} assistants)`).join(", ")}`,
    );
    for (const alarm of falseAlarms) {
      lines.push(
        `  [${alarm.size}] ${alarm.assistant} ${alarm.scenarioId} "${shorten(alarm.title, 70)}": ${shorten(alarm.reason, 120)} — reply ${alarm.replyTurn ?? "?"}: "${shorten(alarm.reply, 140)}"`,
      );
    }
  }
  if (report.errors.length) {
    lines.push("");
    lines.push(`Errors (${report.errors.length}):`);
    for (const error of report.errors) {
      lines.push(
        `  [${error.size}] ${error.assistant} ${error.scenarioId}: ${error.status} ${shorten(error.reason, 160)}`,
      );
    }
  }
  lines.push("");
  lines.push(`Written to ${RESULTS}`);
  return lines.join("\n");
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const entries = plantedAssistants.filter(
    (entry) => options.parts.includes(entry.part) && (options.only === null || entry.assistant.id === options.only),
  );
  if (entries.length === 0) {
    throw new UsageError(
      options.only
        ? `no assistant "${options.only}" in the part(s) ${options.parts.join(", ")}`
        : "no assistant to measure",
    );
  }
  const started = performance.now();
  const planted = await startPlantedAssistants();
  const t = await createTestApp();
  const results: AssistantResult[] = [];
  try {
    const admin = await createAdmin(t);
    const client = await createMember(t, admin, { email: "eval-quality@aesop.test" });
    progress(
      `${entries.length} assistant(s), sizes ${options.sizes.join(", ")}, ${options.target} target${options.cave ? ", with the Cave" : ""}; planted assistants at ${planted.url}`,
    );
    for (const entry of entries) {
      results.push(await measureAssistant(client, entry, options, planted.url));
    }
  } finally {
    await t.close();
    await planted.close();
  }
  const report = withoutHeldOutDetails(buildReport(results, options, (performance.now() - started) / 1000));
  // Formatted as the repository's Prettier would, so that `prettier --check bench` passes on it.
  const json = await format(JSON.stringify(report), { ...(await resolveConfig(RESULTS)), parser: "json" });
  writeFileSync(RESULTS, json);
  console.log(summary(report));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) console.error(error.message);
    else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  });
}
