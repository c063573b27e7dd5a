import { loadavg } from "node:os";
import { evalMatrixSchema } from "@aesop/shared/contracts/eval-matrices";
import { benchProject, refusalScript, REFUSAL, runsCompleted } from "./eval-bench-setup";
import { median, round } from "./figures";
import { startMockProcess, testAppOn } from "./eval-run";

/**
 * A matrix run (issue 36, decision 0071): 300 one-turn scenarios against 3 targets on the mock
 * answering after 200 ms, concurrency 32 per target. Each target has its own slots, so the three
 * runs go side by side: the target-bound limit is one target's, ⌈300 ÷ 32⌉ × the mock's own time.
 * The goal: the wall time (start request to the last run's completion) within 10 % of it.
 */
export interface EvalMatrixReport {
  database: "embedded" | "postgres";
  scenarios: number;
  targets: number;
  concurrency: number;
  targetLatencyMs: number;
  wallS: number;
  targetBoundS: number;
  targetBoundRatio: number;
  mockLatencyMs: number;
  /** Each target's calls as the mock saw them: first arrival and last answer after the start, and the most at once. */
  perTarget: { calls: number; firstCallS: number; lastAnswerS: number; peakInFlight: number }[];
  /**
   * This process's CPU (AESOP and, on the embedded database, the database) per call over the matrix:
   * × 900 calls ÷ the cores it gets is the floor the process puts under the wall time.
   */
  cpuPerCallMs: number;
  /** The 1-minute load average when it ended: on the shared 2-core machine, the share of CPU it had. */
  loadAverage: number;
  goal: { withinTargetBoundRatio: number };
  met: boolean;
}

const SCENARIOS = 300;
const TARGETS = 3;
const CONCURRENCY = 32;
const LATENCY_MS = 200;
const GOAL = { withinTargetBoundRatio: 1.1 };

export async function measureEvalMatrix(
  progress: (message: string) => void = () => undefined,
  postgresUrl?: string,
): Promise<EvalMatrixReport> {
  const mock = await startMockProcess();
  const t = await testAppOn(postgresUrl);
  try {
    await mock.control.setDefault({ text: REFUSAL });
    await mock.control.setLatency(LATENCY_MS);
    const { ada, projectId, scriptReportId, owner } = await benchProject(
      t,
      "Matrix",
      refusalScript("Matrix script", SCENARIOS),
    );
    const targetIds: string[] = [];
    for (let index = 0; index < TARGETS; index++) {
      const response = await ada.request(`/api/projects/${projectId}/eval-targets`, {
        json: {
          name: `Mock ${index + 1}`,
          config: { kind: "openai-compatible", baseUrl: mock.asTarget.url, model: `mock-model-${index + 1}` },
          limits: { retries: 0, concurrency: CONCURRENCY },
        },
      });
      targetIds.push(((await response.json()) as { id: string }).id);
    }
    progress(`eval matrix: ${SCENARIOS} scenarios × ${TARGETS} targets at concurrency ${CONCURRENCY} each`);
    const ended = runsCompleted(t, owner, TARGETS);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const response = await ada.request(`/api/projects/${projectId}/eval-matrices`, {
      json: { scriptReportId, targetIds },
    });
    if (response.status !== 202) throw new Error(`matrix start: ${response.status} ${await response.text()}`);
    const matrix = evalMatrixSchema.parse(await response.json());
    const endedAt = await ended;
    const wallS = (endedAt - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const done = evalMatrixSchema.parse(
      await (await ada.request(`/api/projects/${projectId}/eval-matrices/${matrix.id}`)).json(),
    );
    if (done.runs.some((run) => run.progress.passed !== SCENARIOS)) {
      throw new Error(`expected every scenario to pass: ${JSON.stringify(done.runs.map((run) => run.progress))}`);
    }
    const calls = (await mock.control.requests()).filter(
      (request) => request.path === "/v1/chat/completions" && request.handledMs !== undefined,
    );
    if (calls.length !== SCENARIOS * TARGETS)
      throw new Error(`expected ${SCENARIOS * TARGETS} calls, saw ${calls.length}`);
    const mockLatencyMs = median(calls.map((call) => call.handledMs ?? 0));
    const startedAt = performance.timeOrigin + started;
    const perTarget = targetIds.map((_, index) => {
      const mine = calls.filter((call) => (call.body as { model?: string }).model === `mock-model-${index + 1}`);
      const spans = mine.map((call) => [
        call.arrivedAt - startedAt,
        call.arrivedAt - startedAt + (call.handledMs ?? 0),
      ]);
      const edges = spans.flatMap(([from, to]) => [[from ?? 0, 1] as const, [to ?? 0, -1] as const]);
      edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      let inFlight = 0;
      let peakInFlight = 0;
      for (const [, step] of edges) peakInFlight = Math.max(peakInFlight, (inFlight += step));
      return {
        calls: mine.length,
        firstCallS: round(Math.min(...spans.map(([from]) => from ?? 0)) / 1000, 2),
        lastAnswerS: round(Math.max(...spans.map(([, to]) => to ?? 0)) / 1000, 2),
        peakInFlight,
      };
    });
    const targetBoundS = (Math.ceil(SCENARIOS / CONCURRENCY) * mockLatencyMs) / 1000;
    const ratio = wallS / targetBoundS;
    return {
      database: postgresUrl ? "postgres" : "embedded",
      scenarios: SCENARIOS,
      targets: TARGETS,
      concurrency: CONCURRENCY,
      targetLatencyMs: LATENCY_MS,
      wallS: round(wallS, 2),
      targetBoundS: round(targetBoundS, 2),
      targetBoundRatio: round(ratio, 3),
      mockLatencyMs: round(mockLatencyMs, 2),
      perTarget,
      cpuPerCallMs: round((cpu.user + cpu.system) / 1000 / (SCENARIOS * TARGETS), 2),
      loadAverage: round(loadavg()[0] ?? 0, 2),
      goal: GOAL,
      met: ratio <= GOAL.withinTargetBoundRatio,
    };
  } finally {
    await t.close();
    await mock.stop();
  }
}

export function evalMatrixSummary(report: EvalMatrixReport | { error: string }, label = ""): string[] {
  if ("error" in report) return [`Eval matrix${label}: not measured`, `  ${report.error}`];
  const database = report.database === "postgres" ? "PostgreSQL server" : "embedded database";
  return [
    `Eval matrix on the ${database} (${report.scenarios} scenarios × ${report.targets} targets, mock ${report.targetLatencyMs} ms, concurrency ${report.concurrency} per target; load ${report.loadAverage})`,
    `  ${report.wallS} s; target-bound ${report.targetBoundS} s: ${report.targetBoundRatio}x (goal <= ${report.goal.withinTargetBoundRatio}: ${report.met ? "met" : "NOT MET"}); CPU ${report.cpuPerCallMs} ms per call`,
    `  per target (first call, last answer, most at once): ${report.perTarget.map((one) => `${one.firstCallS}–${one.lastAnswerS} s, ${one.peakInFlight}`).join("; ")}`,
  ];
}
