import { createMockTarget, startRun, waitForRun } from "../apps/server/src/testing/eval-fixture";
import { benchProject, refusalScript, REFUSAL, runsCompleted } from "./eval-bench-setup";
import { median, round } from "./figures";
import { startMockProcess, testAppOn } from "./eval-run";

/**
 * Repeated samples (issue 35, decision 0058): a 100-scenario run with repeats 10 — 1,000 target
 * calls, each sample a scenario row of its own admitted by the target's slots — against the mock
 * answering after 200 ms at concurrency 32. The goal: the wall time within 10 % of the
 * target-bound limit, ⌈1,000 ÷ 32⌉ × the mock's own time per call.
 */
export interface EvalRepeatsReport {
  database: "embedded" | "postgres";
  scenarios: number;
  repeats: number;
  calls: number;
  concurrency: number;
  targetLatencyMs: number;
  /** From the start request to the run's completion (its figures and summary report included). */
  wallS: number;
  /** ⌈calls ÷ concurrency⌉ × the mock's median time per call: the run if AESOP cost nothing. */
  targetBoundS: number;
  targetBoundRatio: number;
  mockLatencyMs: number;
  /** The run's figures: every sample passes, so the rate is 1 and its bootstrap interval [1, 1]. */
  passRate: number | null;
  passInterval: { low: number; high: number; method: string } | null;
  /** Reading the run's results (samples aggregated, the bootstrap computed) once it ended. */
  resultsReadMs: number;
  goal: { withinTargetBoundRatio: number };
  met: boolean;
}

const SCENARIOS = 100;
const REPEATS = 10;
const CONCURRENCY = 32;
const LATENCY_MS = 200;
const GOAL = { withinTargetBoundRatio: 1.1 };

export async function measureEvalRepeats(
  progress: (message: string) => void = () => undefined,
  postgresUrl?: string,
): Promise<EvalRepeatsReport> {
  const mock = await startMockProcess();
  const t = await testAppOn(postgresUrl);
  try {
    await mock.control.setDefault({ text: REFUSAL });
    await mock.control.setLatency(LATENCY_MS);
    const { ada, projectId, scriptReportId, owner } = await benchProject(
      t,
      "Repeats",
      refusalScript("Repeats script", SCENARIOS),
    );
    const targetId = await createMockTarget(ada, projectId, mock.asTarget, { concurrency: CONCURRENCY });
    progress(
      `eval repeats: ${SCENARIOS} scenarios × ${REPEATS} samples at concurrency ${CONCURRENCY} (${postgresUrl ? "PostgreSQL server" : "embedded database"})`,
    );
    // The end as a page hears it: the run's completion, announced once its figures and report are stored.
    const ended = runsCompleted(t, owner);
    const started = performance.now();
    const run = await startRun(ada, projectId, { scriptReportId, targetId, repeats: REPEATS });
    const endedAt = await ended;
    const wallS = (endedAt - started) / 1000;
    const readStart = performance.now();
    const results = await waitForRun(ada, projectId, run.id, "completed", 60_000);
    const resultsReadMs = performance.now() - readStart;
    if (results.run.progress.passed !== SCENARIOS * REPEATS) {
      throw new Error(`expected every sample to pass, got ${JSON.stringify(results.run.progress)}`);
    }
    const calls = (await mock.control.requests()).filter(
      (request) => request.path === "/v1/chat/completions" && request.handledMs !== undefined,
    );
    if (calls.length !== SCENARIOS * REPEATS) throw new Error(`expected 1,000 calls, the mock saw ${calls.length}`);
    const mockLatencyMs = median(calls.map((call) => call.handledMs ?? 0));
    const targetBoundS = (Math.ceil(calls.length / CONCURRENCY) * mockLatencyMs) / 1000;
    const ratio = wallS / targetBoundS;
    return {
      database: postgresUrl ? "postgres" : "embedded",
      scenarios: SCENARIOS,
      repeats: REPEATS,
      calls: calls.length,
      concurrency: CONCURRENCY,
      targetLatencyMs: LATENCY_MS,
      wallS: round(wallS, 2),
      targetBoundS: round(targetBoundS, 2),
      targetBoundRatio: round(ratio, 3),
      mockLatencyMs: round(mockLatencyMs, 2),
      passRate: results.run.passRate,
      passInterval: results.run.passInterval,
      resultsReadMs: round(resultsReadMs, 1),
      goal: GOAL,
      met: ratio <= GOAL.withinTargetBoundRatio,
    };
  } finally {
    await t.close();
    await mock.stop();
  }
}

export function evalRepeatsSummary(report: EvalRepeatsReport | { error: string }, label = ""): string[] {
  if ("error" in report) return [`Eval repeats${label}: not measured`, `  ${report.error}`];
  const database = report.database === "postgres" ? "PostgreSQL server" : "embedded database";
  return [
    `Eval repeats on the ${database} (${report.scenarios} scenarios × ${report.repeats} samples = ${report.calls} calls, mock target ${report.targetLatencyMs} ms, concurrency ${report.concurrency})`,
    `  ${report.wallS} s; target-bound ${report.targetBoundS} s (the mock answers in ${report.mockLatencyMs} ms on its own): ${report.targetBoundRatio}x (goal <= ${report.goal.withinTargetBoundRatio}: ${report.met ? "met" : "NOT MET"})`,
    `  pass rate ${report.passRate} with its 95% interval ${report.passInterval ? `${report.passInterval.low}–${report.passInterval.high} (${report.passInterval.method})` : "none"}; the results read in ${report.resultsReadMs} ms`,
  ];
}
