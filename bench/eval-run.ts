import { monitorEventLoopDelay } from "node:perf_hooks";
import { scenarioTranscriptSchema } from "@aesop/shared/contracts/eval";
import { createMockTarget, startRun, waitForRun } from "../apps/server/src/testing/eval-fixture";
import { connectMockLlm } from "../apps/server/src/testing/mock-llm/index";
import type { RecordedRequest } from "../apps/server/src/testing/mock-llm/types";
import { createTestApp } from "../apps/server/src/testing/test-app";
import { median, percentile, round } from "./figures";
import { benchProject, refusalScript, REFUSAL, runsCompleted } from "./eval-bench-setup";
import { freePort, startChild, terminate, waitForOk } from "./processes";

/**
 * The Eval Agent's throughput (issue 14): a 100-scenario, 3-turn script run against the mock
 * target answering after 200 ms, at the target's concurrency 8, through the real API, job queue
 * (pg-boss) and embedded database, in this process. The goal: the run is bound by the target, not
 * by AESOP — an overhead per target call of at most 5 ms over the mock's own latency.
 */

export interface EvalRunReport {
  /** The embedded database (PGlite, in this process) or a PostgreSQL server (another process). */
  database: "embedded" | "postgres";
  scenarios: number;
  turnsPerScenario: number;
  concurrency: number;
  targetLatencyMs: number;
  /** From the start request to the run's completion. */
  wallS: number;
  scenariosPerSecond: number;
  /**
   * What the run would take if AESOP cost nothing: the target's slots all busy from the first call
   * to the last, ⌈calls ÷ concurrency⌉ × the mock's own time (a slot serves one call at a time, of
   * any scenario). A slot held for a whole dialogue would make this ⌈scenarios ÷ concurrency⌉ ×
   * turns (39 calls here, not 38): the run holds a slot per call, so that bound is no bound.
   */
  targetBoundS: number;
  /** wall ÷ target-bound: 1 means the target alone set the pace. */
  targetBoundRatio: number;
  /**
   * What the mock takes to answer a call on its own, as it measured the run's calls (median): its
   * 200 ms, its timer's lateness and its HTTP handling. Overheads are counted over it.
   */
  mockLatencyMs: number;
  /**
   * AESOP's time per target call, the goal's figure: the time a slot stood idle per call while
   * the run was under way (below) plus the run's start and end shared over the calls each slot
   * makes. Not counted: the last dialogues' tail (below).
   */
  overheadPerCallMs: number;
  /**
   * While scenarios were still waiting to begin (from the first call to the last scenario's first
   * call), the time a slot of the target stood idle per call, as the mock saw its calls come and
   * go: all of AESOP's time between a reply and the next call on that slot (the HTTP exchange, the
   * turn stored, the slot handed on, the next message sent).
   */
  slotIdlePerCallMs: number;
  /** From the start request to the first call's arrival at the target: the run and its jobs stored, the first fetch and claims. */
  startMs: number;
  /** From the last reply's end to the run's completion event (its verdict, the run's summary report). */
  finishMs: number;
  /**
   * (wall − target-bound) ÷ the calls each slot makes: the same with the last dialogues' tail, the
   * time when fewer dialogues are left than slots and each waits for its own replies. How long it
   * is depends on where the last dialogues fall, not on AESOP's work per call.
   */
  wallOverheadPerCallMs: number;
  /** What the wall time holds beyond the target-bound, the start, the end and the slots' idle time: the tail. */
  tailMs: number;
  /** A turn's latency as the adapter measured it, minus the mock's latency (the HTTP call, the mock's handling). */
  adapterOverheadMedianMs: number;
  adapterOverheadP99Ms: number;
  /**
   * CPU time of this process during the run per target call: AESOP's work, the mock target's own
   * (small: it answers from memory) and, on the embedded database, the database's.
   */
  cpuPerCallMs: number;
  /** How late this process's event loop ran during the run (p99): what a request or stream waited behind. */
  eventLoopDelayP99Ms: number;
  goal: { overheadPerCallAtMostMs: number };
  /** Each run measured, in order; the figures above are the median run's (by overhead per call). */
  runs: Pick<
    EvalRunReport,
    "wallS" | "overheadPerCallMs" | "slotIdlePerCallMs" | "startMs" | "wallOverheadPerCallMs"
  >[];
}

const SCENARIOS = 100;
const FOLLOW_UPS = 2;
const CONCURRENCY = 8;
const LATENCY_MS = 200;
const GOAL = { overheadPerCallAtMostMs: 5 };
/**
 * Runs measured; the report is the median one. A single run's overhead moved by up to 8 ms per
 * call with where its last scenarios fell (a dialogue begun last ends alone, the other slots idle).
 */
const REPEATS = 5;

/**
 * `postgresUrl`: a database on a PostgreSQL server to run on instead of the embedded one (the
 * test app reads its database from the test-only AESOP_TEST_DB / TEST_DATABASE_URL).
 */
export async function measureEvalRun(
  progress: (message: string) => void = () => undefined,
  postgresUrl?: string,
  repeats = REPEATS,
): Promise<EvalRunReport> {
  const reports: EvalRunReport[] = [];
  for (let run = 0; run < repeats; run++) reports.push(await measureOneRun(progress, postgresUrl));
  const byOverhead = [...reports].sort((a, b) => a.overheadPerCallMs - b.overheadPerCallMs);
  const middle = byOverhead[Math.floor(byOverhead.length / 2)];
  if (!middle) throw new Error("no run was measured");
  return {
    ...middle,
    runs: reports.map(({ overheadPerCallMs, wallOverheadPerCallMs, slotIdlePerCallMs, startMs, wallS }) => ({
      wallS,
      overheadPerCallMs,
      slotIdlePerCallMs,
      startMs,
      wallOverheadPerCallMs,
    })),
  };
}

async function measureOneRun(progress: (message: string) => void, postgresUrl?: string): Promise<EvalRunReport> {
  const mock = await startMockProcess();
  const t = await testAppOn(postgresUrl);
  try {
    await mock.control.setDefault({ text: REFUSAL });
    await mock.control.setLatency(LATENCY_MS);
    const { ada, projectId, scriptReportId, owner } = await benchProject(
      t,
      "Throughput",
      refusalScript("Throughput script", SCENARIOS, FOLLOW_UPS),
    );
    const targetId = await createMockTarget(ada, projectId, mock.asTarget, { concurrency: CONCURRENCY });

    progress(
      `eval run: ${SCENARIOS} scenarios × ${FOLLOW_UPS + 1} turns at concurrency ${CONCURRENCY} (${postgresUrl ? "PostgreSQL server" : "embedded database"})`,
    );
    const ended = runsCompleted(t, owner);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const run = await startRun(ada, projectId, { scriptReportId, targetId });
    const endedAt = await ended;
    const wallS = (endedAt - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    loopDelay.disable();
    const results = await waitForRun(ada, projectId, run.id, "completed", 60_000);
    if (results.run.progress.passed !== SCENARIOS) {
      throw new Error(`expected every scenario to pass, got ${JSON.stringify(results.run.progress)}`);
    }

    // The mock's own time per call during the run, as it measured it (its 200 ms, its timer, its work).
    const calls = (await mock.control.requests()).filter(
      (request) => request.path === "/v1/chat/completions" && request.handledMs !== undefined,
    );
    const mockLatencyMs = median(calls.map((call) => call.handledMs ?? 0));

    const latencies: number[] = [];
    for (const scenario of results.scenarios) {
      const response = await ada.request(
        `/api/projects/${projectId}/eval-runs/${run.id}/scenarios/${scenario.scenarioId}`,
      );
      const transcript = scenarioTranscriptSchema.parse(await response.json());
      for (const turn of transcript.turns) if (turn.latencyMs !== null) latencies.push(turn.latencyMs - mockLatencyMs);
    }
    // The run's start and end on one clock (epoch milliseconds), the mock's from its own process.
    const startedAt = performance.timeOrigin + started;
    const firstCallAt = Math.min(...calls.map((call) => call.arrivedAt));
    const lastReplyAt = Math.max(...calls.map((call) => call.arrivedAt + (call.handledMs ?? 0)));
    const startMs = firstCallAt - startedAt;
    const finishMs = performance.timeOrigin + endedAt - lastReplyAt;
    const callCount = SCENARIOS * (FOLLOW_UPS + 1);
    const callsPerSlot = Math.max(Math.ceil(callCount / CONCURRENCY), FOLLOW_UPS + 1);
    const targetBoundS = (callsPerSlot * mockLatencyMs) / 1000;
    const slotIdlePerCallMs = slotIdlePerCall(calls);
    const overheadPerCallMs = slotIdlePerCallMs + (startMs + finishMs) / callsPerSlot;
    const wallOverheadPerCallMs = ((wallS - targetBoundS) * 1000) / callsPerSlot;
    return {
      database: postgresUrl ? "postgres" : "embedded",
      scenarios: SCENARIOS,
      turnsPerScenario: FOLLOW_UPS + 1,
      concurrency: CONCURRENCY,
      targetLatencyMs: LATENCY_MS,
      wallS: round(wallS, 2),
      scenariosPerSecond: round(SCENARIOS / wallS, 2),
      targetBoundS: round(targetBoundS, 2),
      targetBoundRatio: round(wallS / targetBoundS, 3),
      mockLatencyMs: round(mockLatencyMs, 2),
      overheadPerCallMs: round(overheadPerCallMs, 2),
      slotIdlePerCallMs: round(slotIdlePerCallMs, 2),
      startMs: round(startMs, 1),
      finishMs: round(finishMs, 1),
      wallOverheadPerCallMs: round(wallOverheadPerCallMs, 2),
      tailMs: round((wallOverheadPerCallMs - overheadPerCallMs) * callsPerSlot, 1),
      adapterOverheadMedianMs: round(median(latencies), 2),
      adapterOverheadP99Ms: round(percentile(latencies, 99), 2),
      cpuPerCallMs: round((cpu.user + cpu.system) / 1000 / callCount, 2),
      eventLoopDelayP99Ms: round(loopDelay.percentile(99) / 1e6, 1),
      goal: GOAL,
      runs: [],
    };
  } finally {
    await t.close();
    await mock.stop();
  }
}

/** See EvalRunReport.slotIdlePerCallMs. */
function slotIdlePerCall(calls: RecordedRequest[]): number {
  const isFirstTurn = (call: RecordedRequest) => {
    const messages = (call.body as { messages?: { role: string }[] } | undefined)?.messages ?? [];
    return messages.filter((message) => message.role === "user").length === 1;
  };
  const from = Math.min(...calls.map((call) => call.arrivedAt));
  const until = Math.max(...calls.filter(isFirstTurn).map((call) => call.arrivedAt));
  const changes = calls
    .flatMap((call) => [
      { at: call.arrivedAt, by: 1 },
      { at: call.arrivedAt + (call.handledMs ?? 0), by: -1 },
    ])
    .sort((a, b) => a.at - b.at || a.by - b.by);
  let inFlight = 0;
  let last = from;
  let idle = 0;
  for (const change of changes) {
    const at = Math.min(Math.max(change.at, from), until);
    idle += Math.max(0, CONCURRENCY - inFlight) * (at - last);
    last = at;
    inFlight += change.by;
  }
  const started = calls.filter((call) => call.arrivedAt >= from && call.arrivedAt < until).length;
  return idle / Math.max(1, started);
}

/**
 * The mock target in a process of its own (`npm run mock-llm`), as a deployed assistant would be:
 * its work then takes no time from AESOP's event loop, and the process's CPU figure is AESOP's.
 */
/** A test app on the embedded database, or on `postgresUrl`: the environment is put back once it has started. */
export async function testAppOn(postgresUrl?: string) {
  const saved = { kind: process.env.AESOP_TEST_DB, url: process.env.TEST_DATABASE_URL };
  if (postgresUrl) Object.assign(process.env, { AESOP_TEST_DB: "postgres", TEST_DATABASE_URL: postgresUrl });
  return createTestApp().finally(() => {
    for (const [name, value] of [
      ["AESOP_TEST_DB", saved.kind],
      ["TEST_DATABASE_URL", saved.url],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
}

export async function startMockProcess() {
  const port = await freePort();
  const child = startChild(process.execPath, ["--import", "tsx", "apps/server/src/testing/mock-llm/cli.ts"], {
    cwd: new URL("..", import.meta.url).pathname,
    env: { ...process.env, MOCK_LLM_PORT: String(port) },
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${origin}/__mock/requests`, child, 30_000);
  } catch (error) {
    await terminate(child.process);
    throw error;
  }
  return {
    control: connectMockLlm(origin),
    /** The mock as a target sees it: its base URL. */
    asTarget: { url: `${origin}/v1` },
    stop: () => terminate(child.process),
  };
}

export function evalRunSummary(report: EvalRunReport | { error: string }, label = ""): string[] {
  if ("error" in report) return [`Eval run${label}: not measured`, `  ${report.error}`];
  const met = report.overheadPerCallMs <= report.goal.overheadPerCallAtMostMs ? "met" : "NOT MET";
  const database = report.database === "postgres" ? "PostgreSQL server" : "embedded database";
  return [
    `Eval run on the ${database} (${report.scenarios} scenarios × ${report.turnsPerScenario} turns, mock target ${report.targetLatencyMs} ms, concurrency ${report.concurrency})`,
    `  ${report.wallS} s (${report.scenariosPerSecond} scenarios/s); target-bound ${report.targetBoundS} s (the mock answers in ${report.mockLatencyMs} ms on its own): ${report.targetBoundRatio}x`,
    `  overhead per call ${report.overheadPerCallMs} ms over the mock's own time (goal <= ${report.goal.overheadPerCallAtMostMs}: ${met}): a slot idle ${report.slotIdlePerCallMs} ms per call while scenarios waited, the start ${report.startMs} ms and end ${report.finishMs} ms shared`,
    `  with the last dialogues' tail (${report.tailMs} ms), from the wall time: ${report.wallOverheadPerCallMs} ms per call; adapter (HTTP) median ${report.adapterOverheadMedianMs} ms, p99 ${report.adapterOverheadP99Ms} ms`,
    `  the median of ${report.runs.length} runs; their overheads per call: ${report.runs.map((run) => run.overheadPerCallMs).join(", ")} ms (from the wall time: ${report.runs.map((run) => run.wallOverheadPerCallMs).join(", ")} ms)`,
    `  CPU ${report.cpuPerCallMs} ms per call (this process: AESOP${report.database === "embedded" ? " and its database" : ""}; the mock runs in its own); event loop delay p99 ${report.eventLoopDelayP99Ms} ms`,
  ];
}
