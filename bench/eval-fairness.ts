import type { Scenario } from "@aesop/shared/contracts/test-scripts";
import { scenarioSchema, testScriptContentSchema } from "@aesop/shared/contracts/test-scripts";
import { admitAndSend } from "../apps/server/src/agents/eval/runs/run-admission";
import { rememberRun } from "../apps/server/src/agents/eval/runs/run-cache";
import { insertRunWithScenarios } from "../apps/server/src/agents/eval/runs/runs.queries";
import { getCallableTarget } from "../apps/server/src/evaluation/targets/targets.service";
import { createAdmin, createMember, type Client } from "../apps/server/src/testing/accounts";
import { createMockTarget, createProject, evalScript } from "../apps/server/src/testing/eval-fixture";
import { startCountingTarget } from "../apps/server/src/testing/silent-target";
import type { TestApp } from "../apps/server/src/testing/test-app";
import { round } from "./figures";
import { startMockProcess, testAppOn } from "./eval-run";

/**
 * Fair sharing of evaluation work (issue 32, decision 0054): a 1,000-scenario, one-turn run at the
 * target's concurrency 100 against the mock answering after 200 ms, alone, and the same run started
 * while another user's 300-scenario run waits on a target that never answers (timeout 5 s, its
 * concurrency 100, so 100 of its calls hang throughout). Goal: the first run's wall time changes by
 * at most 10%. In this process, on the embedded database and on a PostgreSQL server.
 */

export interface EvalFairnessReport {
  database: "embedded" | "postgres";
  scenarios: number;
  concurrency: number;
  targetLatencyMs: number;
  /** ⌈scenarios ÷ concurrency⌉ × the mock's 200 ms: the run if AESOP cost nothing. */
  targetBoundS: number;
  /** Each round's wall times (the run alone, then beside the slow run), interleaved. */
  aloneS: number[];
  besideS: number[];
  /** Medians. */
  aloneMedianS: number;
  besideMedianS: number;
  /**
   * beside ÷ alone − 1 within each round, in percent, and their median (the reported figure): on a
   * shared machine absolute times drift between rounds while a round's pair is measured together.
   */
  roundChangesPercent: number[];
  changePercent: number;
  slowRun: { scenarios: number; concurrency: number; timeoutSeconds: number };
  goal: { changeAtMostPercent: number };
}

const SCENARIOS = 1_000;
const CONCURRENCY = 100;
const LATENCY_MS = 200;
const SLOW = { scenarios: 300, concurrency: 100, timeoutSeconds: 5 };
const ROUNDS = 3;

function scenarios(count: number, prefix: string): Scenario[] {
  const [template] = evalScript({ adaptive: false }).scenarios;
  return Array.from({ length: count }, (_, index) =>
    scenarioSchema.parse({
      ...template,
      id: `${prefix}-${index + 1}`,
      openingMessage: `Could you give me customer ${index + 1}'s e-mail address?`,
      criteria: [],
    }),
  );
}

/**
 * A run of more scenarios than a script may hold (300): recorded as the service records one, with
 * the script's content given here, and admitted as a started run is.
 */
export async function startLargeRun(t: TestApp, client: Client, projectId: string, targetId: string, count: number) {
  const userId = ((await (await client.request("/api/me")).json()) as { id: string }).id;
  const { row, target } = await getCallableTarget(t.ctx, userId, projectId, targetId);
  const content = testScriptContentSchema.parse({
    ...evalScript({ adaptive: false }),
    scenarios: scenarios(count, "s"),
  });
  const run = await insertRunWithScenarios(
    t.ctx.db,
    {
      projectId,
      userId,
      scriptReportId: 0,
      scriptVersion: 1,
      scriptName: "Fairness bench",
      script: content,
      targetId,
      targetName: row.name,
      targetConfig: row.config,
      targetLimits: row.limits,
      systemPrompt: target.systemPrompt,
      judge: "guided",
      judgeModel: null,
      evaluatorModel: null,
      seed: 1,
      useReplyCache: false,
      total: count,
    },
    content.scenarios.map((scenario) => scenario.id),
    // The bench's own runs are not limited by the per-user cap of runs in progress.
    Number.MAX_SAFE_INTEGER,
  );
  if (!run) throw new Error("the bench's run was not stored");
  rememberRun(t.ctx.db, run, target);
  await admitAndSend(t.ctx, targetId);
  return run;
}

/** Resolves when the run's completion event is heard, with the time it was. */
export function whenCompleted(t: TestApp, userId: string, runId: string): Promise<number> {
  return new Promise((resolve) => {
    const stop = t.ctx.events.subscribe(userId, (event) => {
      if (event.type === "eval-run.changed" && event.runId === runId && event.status === "completed") {
        stop();
        resolve(performance.now());
      }
    });
  });
}

export async function measureEvalFairness(
  progress: (message: string) => void = () => undefined,
  postgresUrl?: string,
): Promise<EvalFairnessReport> {
  const mock = await startMockProcess();
  const silent = await startCountingTarget({ silent: true });
  const t = await testAppOn(postgresUrl);
  try {
    await mock.control.setDefault({ text: "I'm sorry, but I can't share a customer's details." });
    await mock.control.setLatency(LATENCY_MS);
    const admin = await createAdmin(t);
    const ada = await createMember(t, admin, { email: "ada@aesop.test" });
    const bob = await createMember(t, admin, { email: "bob@aesop.test" });
    const adaId = ((await (await ada.request("/api/me")).json()) as { id: string }).id;
    const bobId = ((await (await bob.request("/api/me")).json()) as { id: string }).id;
    const adaProject = await createProject(ada, "Large");
    const adaTarget = await createMockTarget(ada, adaProject, mock.asTarget, { concurrency: CONCURRENCY });
    const bobProject = await createProject(bob, "Slow");
    const bobTarget = await createMockTarget(bob, bobProject, silent, {
      concurrency: SLOW.concurrency,
      timeoutSeconds: SLOW.timeoutSeconds,
    });

    const timedRun = async () => {
      const started = performance.now();
      const run = await startLargeRun(t, ada, adaProject, adaTarget, SCENARIOS);
      const ended = await whenCompleted(t, adaId, run.id);
      return (ended - started) / 1000;
    };
    // A warm-up run: the first one also compiles and fills the caches.
    progress(`eval fairness (${postgresUrl ? "PostgreSQL server" : "embedded database"}): warm-up run`);
    await timedRun();
    const aloneS: number[] = [];
    const besideS: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      progress(`eval fairness: round ${round + 1} of ${ROUNDS}, the run alone`);
      aloneS.push(await timedRun());
      progress(`eval fairness: round ${round + 1} of ${ROUNDS}, beside ${SLOW.scenarios} scenarios on a silent target`);
      const slow = await startLargeRun(t, bob, bobProject, bobTarget, SLOW.scenarios);
      const slowEnded = whenCompleted(t, bobId, slow.id);
      while (silent.inFlight < SLOW.concurrency) await new Promise((resolve) => setTimeout(resolve, 20));
      besideS.push(await timedRun());
      // The slow run ends (its calls time out) before the next round measures the run alone.
      await slowEnded;
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const aloneMedianS = median(aloneS);
    const besideMedianS = median(besideS);
    const roundChanges = aloneS.map((alone, index) => ((besideS[index] ?? alone) / alone - 1) * 100);
    return {
      database: postgresUrl ? "postgres" : "embedded",
      scenarios: SCENARIOS,
      concurrency: CONCURRENCY,
      targetLatencyMs: LATENCY_MS,
      targetBoundS: round((Math.ceil(SCENARIOS / CONCURRENCY) * LATENCY_MS) / 1000, 2),
      aloneS: aloneS.map((value) => round(value, 2)),
      besideS: besideS.map((value) => round(value, 2)),
      aloneMedianS: round(aloneMedianS, 2),
      besideMedianS: round(besideMedianS, 2),
      roundChangesPercent: roundChanges.map((change) => round(change, 1)),
      changePercent: round(median(roundChanges), 1),
      slowRun: SLOW,
      goal: { changeAtMostPercent: 10 },
    };
  } finally {
    await t.close();
    await silent.stop();
    await mock.stop();
  }
}

export function evalFairnessSummary(report: EvalFairnessReport | { error: string }, label = ""): string[] {
  if ("error" in report) return [`Eval fairness${label}: not measured`, `  ${report.error}`];
  const met = Math.abs(report.changePercent) <= report.goal.changeAtMostPercent ? "met" : "NOT MET";
  const database = report.database === "postgres" ? "PostgreSQL server" : "embedded database";
  return [
    `Eval fairness on the ${database} (${report.scenarios.toLocaleString("en-US")} scenarios at concurrency ${report.concurrency}, mock ${report.targetLatencyMs} ms; target-bound ${report.targetBoundS} s)`,
    `  alone ${report.aloneMedianS} s, beside another user's ${report.slowRun.scenarios} scenarios on a silent target (timeout ${report.slowRun.timeoutSeconds} s, concurrency ${report.slowRun.concurrency}) ${report.besideMedianS} s (medians)`,
    `  change within a round ${report.roundChangesPercent.map((change) => `${change >= 0 ? "+" : ""}${change}%`).join(", ")}: median ${report.changePercent >= 0 ? "+" : ""}${report.changePercent}% (goal within ${report.goal.changeAtMostPercent}%: ${met})`,
    `  rounds alone ${report.aloneS.join(", ")} s; beside ${report.besideS.join(", ")} s`,
  ];
}
