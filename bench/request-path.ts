import { randomBytes } from "node:crypto";
import { cpSync } from "node:fs";
import { join } from "node:path";
import { failure, median, round, type Failure } from "./figures";
import { openBenchDatabase } from "./postgres-server";
import { createProject, expectJson, signInWithNda, type SignedInUser } from "./signed-in";
import { runWrk, type WrkResult, type WrkSettings } from "./wrk";

/**
 * The request path of `npm run bench` (issue 20): what the whole middleware stack costs on a
 * trivial public endpoint, and what a signed-in, NDA-gated, owner-scoped list costs on the
 * embedded database and on a PostgreSQL server, each against a bare node:http server doing the
 * same work on the same data (bench/bare-server.ts). Rounds are interleaved, and the ratios are
 * taken within each round, because the machine is shared: absolute figures drift, ratios hold.
 */

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** What run.ts lends this section. */
export interface RequestPathBench {
  wrkPath: string;
  cwd: string;
  /** The compiled AESOP server with these extra variables (PORT, HOST and the rest are set). */
  startAesop(env: (baseUrl: string) => NodeJS.ProcessEnv): Promise<RunningServer>;
  /** bench/bare-server.ts with these variables. */
  startBare(env: NodeJS.ProcessEnv): Promise<RunningServer>;
  /** A PostgreSQL server to create the measured database in; without it a cluster is started. */
  postgresUrl: string | undefined;
  tempDir(): string;
  progress(message: string): void;
}

export interface Comparison {
  path: string;
  /** Median over the rounds. */
  aesopRps: number;
  bareRps: number;
  /** Median of the rounds' ratios (AESOP / bare). */
  ratio: number;
  aesopP99Ms: number;
  bareP99Ms: number;
  /** Median of the rounds' p99 ratios (AESOP / bare): how much longer the slowest answers wait. */
  p99Ratio: number;
  rounds: Array<{ aesop: WrkResult; bare: WrkResult }>;
}

export interface RequestPathReport {
  settings: WrkSettings & { warmupS: number; rounds: number };
  /** Projects of the signed-in user listed by both servers. */
  projects: number;
  trivialPublic: Comparison | Failure;
  listEmbedded: Comparison | Failure;
  listPostgres: Comparison | Failure;
  goals: {
    trivialRatioAtLeast: number;
    listRatioAtLeast: number;
    listP99RatioAtMost: number;
  };
  durationS: number;
}

/** The settings: one wrk thread, 50 connections. */
const SETTINGS: WrkSettings = { threads: 1, connections: 50, durationS: 3 };
const WARMUP_S = 1;
const ROUNDS = 5;
const PROJECTS = 10;
const GOALS = { trivialRatioAtLeast: 0.85, listRatioAtLeast: 0.5, listP99RatioAtMost: 2 };
const ADMIN_EMAIL = "bench@aesop.test";

export async function requestPathSection(bench: RequestPathBench): Promise<RequestPathReport> {
  const started = performance.now();
  const password = randomBytes(18).toString("base64url");
  const aesopEnv =
    (database: NodeJS.ProcessEnv) =>
    (baseUrl: string): NodeJS.ProcessEnv => ({
      BASE_URL: baseUrl,
      ADMIN_EMAIL,
      ADMIN_PASSWORD: password,
      WORKERS: "false",
      LOG_LEVEL: "warn",
      ...database,
    });

  // Embedded: the bare server cannot open the folder PGlite holds, so it gets a copy of it.
  const embedded = await settle(async () => {
    const dataDir = bench.tempDir();
    const embeddedEnv = aesopEnv({ DATA_DIR: dataDir, DATABASE_URL: "" });
    const seeded = await withStopped(await bench.startAesop(embeddedEnv), (server) => seed(server, password));
    const copyDir = bench.tempDir();
    cpSync(join(dataDir, "pgdata"), join(copyDir, "pgdata"), { recursive: true });
    const aesop = await bench.startAesop(embeddedEnv);
    try {
      const trivialPublic = await settle(async () => {
        const bare = await bench.startBare({ BARE_MODE: "constant" });
        return withStopped(bare, () => compare(bench, "/api/site", aesop, bare, {}));
      });
      const listEmbedded = await settle(async () => {
        const bare = await bench.startBare({
          BARE_MODE: "project-list",
          BARE_DATA_DIR: copyDir,
          BARE_USER_ID: seeded.userId,
        });
        return withStopped(bare, () => compare(bench, "/api/projects", aesop, bare, { Cookie: seeded.cookie }));
      });
      return { trivialPublic, listEmbedded };
    } finally {
      await aesop.stop();
    }
  });

  const listPostgres = await settle(async () => {
    bench.progress(
      bench.postgresUrl ? "a new database on the given PostgreSQL server" : "starting a PostgreSQL cluster",
    );
    const database = await openBenchDatabase(bench.postgresUrl, bench.cwd);
    try {
      const aesop = await bench.startAesop(aesopEnv({ DATA_DIR: bench.tempDir(), DATABASE_URL: database.url }));
      return await withStopped(aesop, async () => {
        const seeded = await seed(aesop, password);
        const bare = await bench.startBare({
          BARE_MODE: "project-list",
          BARE_DATABASE_URL: database.url,
          BARE_USER_ID: seeded.userId,
        });
        return withStopped(bare, () => compare(bench, "/api/projects", aesop, bare, { Cookie: seeded.cookie }));
      });
    } finally {
      await database.close();
    }
  });

  return {
    settings: { ...SETTINGS, warmupS: WARMUP_S, rounds: ROUNDS },
    projects: PROJECTS,
    trivialPublic: "error" in embedded ? embedded : embedded.trivialPublic,
    listEmbedded: "error" in embedded ? embedded : embedded.listEmbedded,
    listPostgres,
    goals: GOALS,
    durationS: round((performance.now() - started) / 1000, 1),
  };
}

/** The admin signed in with the NDA accepted and PROJECTS projects: the list both servers answer. */
async function seed(server: RunningServer, password: string): Promise<SignedInUser & { userId: string }> {
  const user = await signInWithNda(server.baseUrl, ADMIN_EMAIL, password);
  for (let index = 1; index <= PROJECTS; index++) await createProject(user, `Bench ${index}`);
  const me = (await expectJson(await user.request("/api/me"), 200, "read the user")) as { id: string };
  return { ...user, userId: me.id };
}

async function compare(
  bench: RequestPathBench,
  path: string,
  aesop: RunningServer,
  bare: RunningServer,
  headers: Record<string, string>,
): Promise<Comparison> {
  const [ours, theirs] = await Promise.all([probe(aesop, path, headers), probe(bare, "/", {})]);
  // Both must answer the same list, or the ratio compares different work.
  if (path === "/api/projects" && JSON.stringify(ours) !== JSON.stringify(theirs)) {
    throw new Error(`the bare server's list differs from ${path}'s`);
  }
  const rounds: Comparison["rounds"] = [];
  for (let index = 0; index < ROUNDS; index++) {
    // Alternate who goes first, so that a drift of the shared machine falls on both sides.
    const order = index % 2 === 0 ? (["bare", "aesop"] as const) : (["aesop", "bare"] as const);
    const result: Partial<Record<"aesop" | "bare", WrkResult>> = {};
    for (const side of order) {
      const url = side === "aesop" ? `${aesop.baseUrl}${path}` : `${bare.baseUrl}/`;
      // A generous time limit: a slow answer belongs in the p99, not among the socket errors.
      const options = { timeoutS: 30, ...(side === "aesop" ? { headers } : {}) };
      bench.progress(`round ${index + 1}/${ROUNDS}: wrk ${side} ${url}`);
      await runWrk(bench.wrkPath, url, { ...SETTINGS, durationS: WARMUP_S }, bench.cwd, options);
      const measured = await runWrk(bench.wrkPath, url, SETTINGS, bench.cwd, options);
      if (measured.non2xx > 0 || measured.socketErrors > 0) {
        throw new Error(`${side} ${url}: ${measured.non2xx} non-2xx answers, ${measured.socketErrors} socket errors`);
      }
      result[side] = measured;
    }
    if (result.aesop && result.bare) rounds.push({ aesop: result.aesop, bare: result.bare });
  }
  return {
    path,
    aesopRps: round(median(rounds.map((r) => r.aesop.rps)), 1),
    bareRps: round(median(rounds.map((r) => r.bare.rps)), 1),
    ratio: round(median(rounds.map((r) => r.aesop.rps / r.bare.rps)), 3),
    aesopP99Ms: round(median(rounds.map((r) => r.aesop.p99Ms)), 2),
    bareP99Ms: round(median(rounds.map((r) => r.bare.p99Ms)), 2),
    p99Ratio: round(median(rounds.map((r) => r.aesop.p99Ms / r.bare.p99Ms)), 3),
    rounds,
  };
}

async function probe(server: RunningServer, path: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers, signal: AbortSignal.timeout(10_000) });
  return expectJson(response, 200, `GET ${server.baseUrl}${path}`);
}

async function withStopped<T>(server: RunningServer, use: (server: RunningServer) => Promise<T>): Promise<T> {
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

async function settle<T>(measure: () => Promise<T>): Promise<T | Failure> {
  try {
    return await measure();
  } catch (error) {
    return failure(error);
  }
}

/** Lines of the printed summary. */
export function requestPathSummary(report: RequestPathReport | Failure): string[] {
  if ("error" in report) return ["Request path: not measured", `  ${report.error}`];
  const { settings, goals } = report;
  const lines = [
    `Request path (wrk -t${settings.threads} -c${settings.connections}, ${settings.rounds} interleaved rounds of ${settings.durationS} s, medians; ${report.durationS} s)`,
  ];
  const row = (name: string, comparison: Comparison | Failure, ratioGoal: number, p99Goal?: number) => {
    if ("error" in comparison) return lines.push(`  ${name}: not measured: ${comparison.error}`);
    const c = comparison;
    const met = (ok: boolean) => (ok ? "met" : "NOT MET");
    let line =
      `  ${name.padEnd(34)} ${Math.round(c.aesopRps).toLocaleString("en-US").padStart(7)} req/s vs bare ` +
      `${Math.round(c.bareRps).toLocaleString("en-US").padStart(7)}: ${c.ratio.toFixed(2)}x (goal >= ${ratioGoal}: ${met(c.ratio >= ratioGoal)})`;
    if (p99Goal !== undefined) {
      line += `; p99 ${c.aesopP99Ms.toFixed(1)} vs ${c.bareP99Ms.toFixed(1)} ms: ${c.p99Ratio.toFixed(2)}x (goal <= ${p99Goal}: ${met(c.p99Ratio <= p99Goal)})`;
    }
    return lines.push(line);
  };
  row("trivial public GET /api/site", report.trivialPublic, goals.trivialRatioAtLeast);
  row(
    `signed-in list (${report.projects}), embedded`,
    report.listEmbedded,
    goals.listRatioAtLeast,
    goals.listP99RatioAtMost,
  );
  row(
    `signed-in list (${report.projects}), PostgreSQL`,
    report.listPostgres,
    goals.listRatioAtLeast,
    goals.listP99RatioAtMost,
  );
  return lines;
}

/** Whether a comparison could not be measured (a missed goal is reported, not a failure). */
export function requestPathFailed(report: RequestPathReport | Failure): boolean {
  return (
    "error" in report ||
    "error" in report.trivialPublic ||
    "error" in report.listEmbedded ||
    "error" in report.listPostgres
  );
}
