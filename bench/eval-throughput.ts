import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { createAdmin, createMember } from "../apps/server/src/testing/accounts";
import { createMockTarget, createProject } from "../apps/server/src/testing/eval-fixture";
import { countStatements } from "../apps/server/src/testing/statement-counter";
import type { TestApp } from "../apps/server/src/testing/test-app";
import { round } from "./figures";
import { startLargeRun, whenCompleted } from "./eval-fairness";
import { startMockProcess, testAppOn } from "./eval-run";

/**
 * Evaluation at scale (issue 34): 1,000 one-turn scenarios, one deterministic check each, against
 * the mock process answering after 200 ms, at the target's concurrency J. The target allows
 * N × 200 ms ÷ J at best; the figure is the share of that bound the run reaches, with the CPU
 * and the database statements each call cost. In this process, on the embedded database and on a
 * PostgreSQL server (whose backends' CPU is read from /proc when it runs on this machine).
 */

export interface EvalThroughputPoint {
  concurrency: number;
  /** N × 200 ms ÷ J: the run if AESOP cost nothing. */
  limitS: number;
  wallS: number;
  /** limit ÷ wall, in percent: the goal's figure (≥ 90 for J 4 to 100). */
  sharePercent: number;
  callsPerSecond: number;
  /** This process's CPU (AESOP; on the embedded database its database too) per call. */
  cpuPerCallMs: number;
  /** The PostgreSQL server's backends' CPU per call; null on the embedded database or a remote server. */
  databaseCpuPerCallMs: number | null;
  /** Every statement this process sent (pg-boss's, BEGIN and COMMIT included), per call. */
  statementsPerCall: number;
  /** The machine's one-minute load average at the run's end: above its cores, others' work took CPU from this run. */
  loadAverage: number;
}

export interface EvalThroughputReport {
  database: "embedded" | "postgres";
  scenarios: number;
  targetLatencyMs: number;
  points: EvalThroughputPoint[];
  /**
   * The same run at concurrency 100 against the mock answering at once: the calls per second this
   * process (and its database) carries when the target costs nothing, the per-process figure of
   * docs/scaling.md.
   */
  unbound: Omit<EvalThroughputPoint, "limitS" | "sharePercent">;
  goal: { shareAtLeastPercent: number; forConcurrencyUpTo: number };
}

const SCENARIOS = 1_000;
const LATENCY_MS = 200;
const CONCURRENCIES = [4, 8, 32, 100, 300];
const GOAL = { shareAtLeastPercent: 90, forConcurrencyUpTo: 100 };

/** Clock ticks of a process (utime + stime from /proc), 0 when it is gone or not ours to read. */
function ticksOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  } catch {
    return 0;
  }
}

/** The PostgreSQL server's processes' CPU so far, in ms, by pid; undefined when they are not on this machine. */
async function databaseCpu(t: TestApp): Promise<Map<number, number> | undefined> {
  if (t.ctx.database.kind !== "server") return undefined;
  const { rows } = await t.ctx.db.execute<{ pid: number }>(sql`select pid from pg_stat_activity`);
  const ticks = new Map(rows.map((row) => [row.pid, ticksOf(row.pid)]));
  if ([...ticks.values()].every((value) => value === 0)) return undefined;
  // Linux counts 100 ticks a second (USER_HZ).
  return new Map([...ticks].map(([pid, value]) => [pid, value * 10]));
}

function cpuSpent(before: Map<number, number> | undefined, after: Map<number, number> | undefined): number | null {
  if (!before || !after) return null;
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}

export async function measureEvalThroughput(
  progress: (message: string) => void = () => undefined,
  postgresUrl?: string,
  concurrencies: number[] = CONCURRENCIES,
): Promise<EvalThroughputReport> {
  const mock = await startMockProcess();
  const t = await testAppOn(postgresUrl);
  const label = postgresUrl ? "PostgreSQL server" : "embedded database";
  try {
    await mock.control.setDefault({ text: "I'm sorry, but I can't share a customer's details." });
    await mock.control.setLatency(LATENCY_MS);
    const admin = await createAdmin(t);
    const ada = await createMember(t, admin, { email: "ada@aesop.test" });
    const adaId = ((await (await ada.request("/api/me")).json()) as { id: string }).id;
    const project = await createProject(ada, "Throughput");

    const timedRun = async (targetId: string, count: number, latencyMs = LATENCY_MS) => {
      // The mock's request log would hold every run's calls: emptied (a reset forgets the latency too).
      await mock.control.reset();
      await mock.control.setDefault({ text: "I'm sorry, but I can't share a customer's details." });
      await mock.control.setLatency(latencyMs);
      const statements = countStatements();
      const databaseBefore = await databaseCpu(t);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const run = await startLargeRun(t, ada, project, targetId, count);
      // Its first calls take the mock's 200 ms: the completion event cannot come before this.
      const endedAt = await whenCompleted(t, adaId, run.id);
      const cpu = process.cpuUsage(cpuBefore);
      const statementCount = statements.stop();
      const databaseAfter = await databaseCpu(t);
      return {
        wallS: (endedAt - started) / 1000,
        cpuMs: (cpu.user + cpu.system) / 1000,
        databaseCpuMs: cpuSpent(databaseBefore, databaseAfter),
        statements: statementCount,
      };
    };

    const points: EvalThroughputPoint[] = [];
    for (const [index, concurrency] of concurrencies.entries()) {
      const targetId = await createMockTarget(ada, project, mock.asTarget, { concurrency });
      if (index === 0) {
        // A warm-up run: the first one also compiles and fills the caches.
        progress(`eval throughput (${label}): warm-up run`);
        await timedRun(targetId, Math.min(SCENARIOS, concurrency * 25));
      }
      progress(`eval throughput (${label}): ${SCENARIOS} scenarios at concurrency ${concurrency}`);
      const measured = await timedRun(targetId, SCENARIOS);
      const limitS = (SCENARIOS * LATENCY_MS) / concurrency / 1000;
      points.push({
        concurrency,
        limitS: round(limitS, 2),
        wallS: round(measured.wallS, 2),
        sharePercent: round((limitS / measured.wallS) * 100, 1),
        callsPerSecond: round(SCENARIOS / measured.wallS, 1),
        cpuPerCallMs: round(measured.cpuMs / SCENARIOS, 2),
        databaseCpuPerCallMs: measured.databaseCpuMs === null ? null : round(measured.databaseCpuMs / SCENARIOS, 2),
        statementsPerCall: round(measured.statements / SCENARIOS, 2),
        loadAverage: round(loadavg()[0] ?? 0, 1),
      });
    }
    progress(`eval throughput (${label}): ${SCENARIOS} scenarios at concurrency 100, the mock answering at once`);
    const unboundTarget = await createMockTarget(ada, project, mock.asTarget, { concurrency: 100 });
    const unbound = await timedRun(unboundTarget, SCENARIOS, 0);
    return {
      database: postgresUrl ? "postgres" : "embedded",
      scenarios: SCENARIOS,
      targetLatencyMs: LATENCY_MS,
      points,
      unbound: {
        concurrency: 100,
        wallS: round(unbound.wallS, 2),
        callsPerSecond: round(SCENARIOS / unbound.wallS, 1),
        cpuPerCallMs: round(unbound.cpuMs / SCENARIOS, 2),
        databaseCpuPerCallMs: unbound.databaseCpuMs === null ? null : round(unbound.databaseCpuMs / SCENARIOS, 2),
        statementsPerCall: round(unbound.statements / SCENARIOS, 2),
        loadAverage: round(loadavg()[0] ?? 0, 1),
      },
      goal: GOAL,
    };
  } finally {
    await t.close();
    await mock.stop();
  }
}

export function evalThroughputSummary(report: EvalThroughputReport | { error: string }, label = ""): string[] {
  if ("error" in report) return [`Eval throughput${label}: not measured`, `  ${report.error}`];
  const database = report.database === "postgres" ? "PostgreSQL server" : "embedded database";
  return [
    `Eval throughput on the ${database} (${report.scenarios.toLocaleString("en-US")} one-turn scenarios, mock ${report.targetLatencyMs} ms; limit N × ${report.targetLatencyMs} ms ÷ J; goal >= ${report.goal.shareAtLeastPercent}% for J <= ${report.goal.forConcurrencyUpTo})`,
    ...report.points.map((point) => {
      const met =
        point.concurrency > report.goal.forConcurrencyUpTo
          ? ""
          : point.sharePercent >= report.goal.shareAtLeastPercent
            ? " (met)"
            : " (NOT MET)";
      const database = point.databaseCpuPerCallMs === null ? "" : ` + database ${point.databaseCpuPerCallMs} ms`;
      return `  J ${point.concurrency}: ${point.wallS} s for a limit of ${point.limitS} s, ${point.sharePercent}%${met}; ${point.callsPerSecond} calls/s; CPU ${point.cpuPerCallMs} ms${database} per call; ${point.statementsPerCall} statements per call; load average ${point.loadAverage}`;
    }),
    `  unbound (J 100, the mock answering at once): ${report.unbound.callsPerSecond} calls/s; CPU ${report.unbound.cpuPerCallMs} ms${report.unbound.databaseCpuPerCallMs === null ? "" : ` + database ${report.unbound.databaseCpuPerCallMs} ms`} per call; ${report.unbound.statementsPerCall} statements per call; load average ${report.unbound.loadAverage}`,
  ];
}
