import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { agentsFailed, agentsSection, agentsSummary, type AgentsReport } from "./agents";
import { GUIDED_REVIEW_BUDGET_MS, measureReviewSection } from "./review";
import { measureGuidedListening, type GuidedListeningReport } from "./guided-listening";
import { measureScriptGeneration, scriptGenerationSummary, type ScriptGenerationReport } from "./script-generation";
import { failure, round, type Failure } from "./figures";
import { measureLanding, type LandingReport } from "./landing";
import { freePort, runToEnd, startChild, terminate, terminateAll, waitForOk } from "./processes";
import {
  requestPathFailed,
  requestPathSection,
  requestPathSummary,
  type RequestPathReport,
  type RunningServer,
} from "./request-path";
import { evalRunSummary, measureEvalRun, type EvalRunReport } from "./eval-run";
import { evalFairnessSummary, measureEvalFairness, type EvalFairnessReport } from "./eval-fairness";
import { evalMatrixSummary, measureEvalMatrix, type EvalMatrixReport } from "./eval-matrix";
import { evalRepeatsSummary, measureEvalRepeats, type EvalRepeatsReport } from "./eval-repeats";
import { evalThroughputSummary, measureEvalThroughput, type EvalThroughputReport } from "./eval-throughput";
import { openBenchDatabase } from "./postgres-server";
import { sseFanoutFailed, sseFanoutSection, sseFanoutSummary, type SseFanoutReport } from "./sse-fanout";
import { findWrk, runWrk, type WrkResult, type WrkSettings } from "./wrk";

/**
 * `npm run bench`: weight of the landing page, HTTP throughput of the real server against a bare
 * node:http baseline, and the agents' figures (agents.ts). Writes bench/results.json and prints a
 * summary. See bench/README.md.
 *
 * Options: --no-build  fail the landing measure instead of running `npm run build` when the web
 *                      app is not built (the HTTP part still runs).
 *          --only request-path|sse-fanout|eval-run|eval-fairness|eval-repeats|eval-matrix|eval-throughput  measure one part alone (the others keep
 *                      their last results).
 */

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RESULTS_PATH = join(ROOT, "bench", "results.json");
const DIST_DIR = resolve(process.env.WEB_DIST_DIR ?? join(ROOT, "apps", "web", "dist"));

/** 150 KB of gzipped JavaScript before the landing page can run. */
const LANDING_JS_BUDGET_BYTES = 153_600;
const WRK_SETTINGS: WrkSettings = { threads: 2, connections: 32, durationS: 10 };
/** Discarded run before each measure, so that JIT compilation and pools have settled. */
const WARMUP_S = 2;
/** The embedded database creates and migrates itself at first start: allow it some time. */
const READY_TIMEOUT_MS = 60_000;
/** Keeps the whole run under two and a half minutes even when it must build the web app first. */
const BUILD_TIMEOUT_MS = 60_000;

interface TargetResult extends WrkResult {
  path: string;
  /** Status of one request before the load, to see at a glance what was measured. */
  status: number;
}

interface HttpReport {
  settings: WrkSettings & { warmupS: number };
  bare: TargetResult;
  health: TargetResult;
  staticPage: TargetResult;
  ratios: { healthVsBare: number; staticVsBare: number };
}

interface Results {
  generatedAt: string;
  machine: { cpus: number; cpuModel: string; node: string };
  landing: LandingReport | Failure;
  /** The Instructions Review Agent's guided (rule-based) audit of a 20,000-word instruction set. */
  guidedReview: GuidedReviewReport;
  /** The guided chat agents on the scripted conversations (issue 16), tuning and held-out parts. */
  guidedListening: GuidedListeningReport;
  /** The Script Generation Agent's guided mode: a thorough script for a project with every report. */
  scriptGeneration: ScriptGenerationReport;
  http: HttpReport | Failure;
  /** A trivial public endpoint and the signed-in project list against bare node:http (issue 20). */
  requestPath: RequestPathReport | Failure;
  /** Instructions submission under load, LLM chat streaming overhead, guided chat replies. */
  agents: AgentsReport | Failure;
  /** Delivery of one live event to 200 and 1,000 open streams, on one instance and across two. */
  sseFanout: SseFanoutReport | Failure;
  /** A 100-scenario, 3-turn evaluation run against a mock target answering after 200 ms. */
  /** On the embedded database, and on a PostgreSQL server (the database's work in another process). */
  evalRun: { embedded: EvalRunReport | Failure; postgres: EvalRunReport | Failure };
  /** A 1,000-scenario run at concurrency 100 alone and beside another user's run on a silent target (issue 32). */
  evalFairness: { embedded: EvalFairnessReport | Failure; postgres: EvalFairnessReport | Failure };
  /** A 100-scenario run with repeats 10 (1,000 calls) at concurrency 32 against the 200 ms mock (issue 35). */
  evalRepeats: { embedded: EvalRepeatsReport | Failure; postgres: EvalRepeatsReport | Failure };
  /** A matrix run: 300 scenarios × 3 targets at concurrency 32 each against the 200 ms mock (issue 36). */
  evalMatrix: { embedded: EvalMatrixReport | Failure; postgres: EvalMatrixReport | Failure };
  /** 1,000 one-turn scenarios against the 200 ms mock at concurrency 4, 8, 32, 100 and 300 (issue 34). */
  evalThroughput: { embedded: EvalThroughputReport | Failure; postgres: EvalThroughputReport | Failure };
}

interface GuidedReviewReport {
  words: number;
  medianMs: number;
  /** The same text with every line made unique: no rule is read twice. */
  distinctLinesMedianMs: number;
  budgetMs: number;
  withinBudget: boolean;
  /** Agreement with the labelled corpus (docs/review-labelling-guide.md), tuning and held-out parts. */
  quality: ReturnType<typeof measureReviewSection>["quality"];
  summary: string;
}

function measureGuidedReview(): GuidedReviewReport {
  const { speed, quality, summary } = measureReviewSection();
  return {
    words: speed.words,
    medianMs: round(speed.medianMs, 2),
    distinctLinesMedianMs: round(speed.distinctLinesMedianMs, 2),
    budgetMs: GUIDED_REVIEW_BUDGET_MS,
    withinBudget: speed.medianMs <= GUIDED_REVIEW_BUDGET_MS && speed.distinctLinesMedianMs <= GUIDED_REVIEW_BUDGET_MS,
    quality,
    summary,
  };
}

interface ServerSpec {
  /** Node's arguments: the script, relative to the repository root, and the flags before it. */
  args: string[];
  /** The child's environment, given the base URL it will answer on (PORT is added to it). */
  env: (baseUrl: string) => NodeJS.ProcessEnv;
  /** Answers 200 once the server can take load. */
  readyPath: string;
}

const tempDirs = new Set<string>();
let interrupted = false;

async function main(): Promise<number> {
  const wrkPath = findWrk();
  if (wrkPath === undefined) {
    console.error("wrk is not installed (looked in PATH and /usr/bin/wrk). Install it: apt-get install -y wrk");
    return 1;
  }
  stopOnSignals();
  try {
    // The landing page first: a build it triggers must exist before the server starts, since the
    // server reads index.html once at start and would otherwise answer /about with a 404.
    const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
    const parts = [
      "request-path",
      "sse-fanout",
      "eval-run",
      "eval-fairness",
      "eval-repeats",
      "eval-matrix",
      "eval-throughput",
    ] as const;
    if (only !== undefined && !parts.includes(only as (typeof parts)[number])) {
      throw new Error(`--only ${only}: the parts measured alone are ${parts.join(", ")}`);
    }
    // The compiled server is what production runs (docs/decisions/0016), so it is what is measured.
    await buildServer();
    if (only !== undefined) {
      const previous = existsSync(RESULTS_PATH)
        ? (JSON.parse(readFileSync(RESULTS_PATH, "utf8")) as Results)
        : undefined;
      const save = (part: Partial<Results>) => {
        const results = { ...previous, generatedAt: new Date().toISOString(), machine: machine(), ...part };
        writeFileSync(RESULTS_PATH, `${JSON.stringify(results, null, 2)}\n`);
      };
      if (only === "request-path") {
        const requestPath = await requestPathPart(wrkPath);
        if (interrupted) return 130;
        save({ requestPath });
        console.log(requestPathSummary(requestPath).join("\n"));
        return requestPathFailed(requestPath) ? 1 : 0;
      }
      if (only === "eval-run") {
        const evalRun = await evalRunPart();
        if (interrupted) return 130;
        save({ evalRun });
        console.log(evalRunLines(evalRun).join("\n"));
        return evalRunFailed(evalRun) ? 1 : 0;
      }
      if (only === "eval-repeats") {
        const evalRepeats = await evalRepeatsPart();
        if (interrupted) return 130;
        save({ evalRepeats });
        console.log(evalRepeatsLines(evalRepeats).join("\n"));
        return evalRepeatsFailed(evalRepeats) ? 1 : 0;
      }
      if (only === "eval-matrix") {
        const evalMatrix = await evalMatrixPart();
        if (interrupted) return 130;
        save({ evalMatrix });
        console.log(evalMatrixLines(evalMatrix).join("\n"));
        return evalMatrixFailed(evalMatrix) ? 1 : 0;
      }
      if (only === "eval-throughput") {
        const evalThroughput = await evalThroughputPart();
        if (interrupted) return 130;
        save({ evalThroughput });
        console.log(evalThroughputLines(evalThroughput).join("\n"));
        return evalThroughputFailed(evalThroughput) ? 1 : 0;
      }
      if (only === "eval-fairness") {
        const evalFairness = await evalFairnessPart();
        if (interrupted) return 130;
        save({ evalFairness });
        console.log(evalFairnessLines(evalFairness).join("\n"));
        return evalFairnessFailed(evalFairness) ? 1 : 0;
      }
      const sseFanout = await sseFanoutPart();
      if (interrupted) return 130;
      save({ sseFanout });
      console.log(sseFanoutSummary(sseFanout).join("\n"));
      return sseFanoutFailed(sseFanout) ? 1 : 0;
    }
    const landing = await landingSection(!process.argv.includes("--no-build"));
    const http = await httpSection(wrkPath);
    const requestPath = await requestPathPart(wrkPath);
    const agents = await agentsPart(wrkPath);
    const sseFanout = await sseFanoutPart();
    const evalRun = await evalRunPart();
    const evalFairness = await evalFairnessPart();
    const evalRepeats = await evalRepeatsPart();
    const evalMatrix = await evalMatrixPart();
    const evalThroughput = await evalThroughputPart();
    // An interrupted run measured nothing worth keeping: leave the previous results in place.
    if (interrupted) return 130;
    const guidedReview = measureGuidedReview();
    const guidedListening = measureGuidedListening();
    const scriptGeneration = measureScriptGeneration();
    const results: Results = {
      generatedAt: new Date().toISOString(),
      machine: machine(),
      landing,
      guidedReview,
      guidedListening,
      scriptGeneration,
      http,
      requestPath,
      agents,
      sseFanout,
      evalRun,
      evalFairness,
      evalRepeats,
      evalMatrix,
      evalThroughput,
    };
    writeFileSync(RESULTS_PATH, `${JSON.stringify(results, null, 2)}\n`);
    printSummary(results);
    return "error" in landing ||
      "error" in http ||
      requestPathFailed(requestPath) ||
      agentsFailed(agents) ||
      sseFanoutFailed(sseFanout) ||
      evalRunFailed(evalRun) ||
      evalFairnessFailed(evalFairness) ||
      evalRepeatsFailed(evalRepeats) ||
      evalMatrixFailed(evalMatrix) ||
      evalThroughputFailed(evalThroughput)
      ? 1
      : 0;
  } finally {
    await cleanUp();
  }
}

async function landingSection(allowBuild: boolean): Promise<LandingReport | Failure> {
  try {
    const indexPath = join(DIST_DIR, "index.html");
    if (!existsSync(indexPath)) {
      if (!allowBuild) throw new Error(`${indexPath} is missing: run \`npm run build\` (or drop --no-build)`);
      await buildWeb();
      if (!existsSync(indexPath)) throw new Error(`\`npm run build\` did not produce ${indexPath}`);
    }
    return measureLanding(DIST_DIR, LANDING_JS_BUDGET_BYTES);
  } catch (error) {
    return failure(error);
  }
}

async function buildWeb(): Promise<void> {
  progress("web app not built: running `npm run build`");
  const run = await runToEnd("npm", ["run", "build"], { cwd: ROOT, group: true, timeoutMs: BUILD_TIMEOUT_MS });
  if (run.code !== 0) {
    throw new Error(
      `\`npm run build\` failed (code ${run.code}):\n${`${run.stdout}${run.stderr}`.trim().slice(-4_000)}`,
    );
  }
}

async function buildServer(): Promise<void> {
  progress("building the server (npm run build --workspace apps/server)");
  const run = await runToEnd("npm", ["run", "build", "--workspace", "apps/server"], {
    cwd: ROOT,
    group: true,
    timeoutMs: BUILD_TIMEOUT_MS,
  });
  if (run.code !== 0) throw new Error(`the server build failed (code ${run.code}):\n${run.stdout}${run.stderr}`);
}

async function requestPathPart(wrkPath: string): Promise<RequestPathReport | Failure> {
  try {
    return await requestPathSection({
      wrkPath,
      cwd: ROOT,
      startAesop: (env) => startServer(aesopServer(newTempDir(), env)),
      startBare: (env) => startServer({ ...bareServer(), env: () => ({ ...process.env, ...env }) }),
      postgresUrl: process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined,
      tempDir: newTempDir,
      progress,
    });
  } catch (error) {
    return failure(error);
  }
}

/** A part measured on the embedded database, then on a PostgreSQL server (BENCH_DATABASE_URL, or a throw-away one). */
async function onBothDatabases<Report>(
  measure: (postgresUrl?: string) => Promise<Report>,
): Promise<{ embedded: Report | Failure; postgres: Report | Failure }> {
  const measured = async (postgresUrl?: string): Promise<Report | Failure> => {
    try {
      return await measure(postgresUrl);
    } catch (error) {
      return failure(error);
    }
  };
  const embedded = await measured();
  let postgres: Report | Failure;
  try {
    const database = await openBenchDatabase(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL, ROOT);
    try {
      postgres = await measured(database.url);
    } finally {
      await database.close();
    }
  } catch (error) {
    postgres = failure(error);
  }
  return { embedded, postgres };
}

const evalRunPart = (): Promise<Results["evalRun"]> =>
  onBothDatabases((postgresUrl) => measureEvalRun(progress, postgresUrl));

const evalRunFailed = (evalRun: Results["evalRun"]) => "error" in evalRun.embedded || "error" in evalRun.postgres;
const evalRunLines = (evalRun: Results["evalRun"]) => [
  ...evalRunSummary(evalRun.embedded),
  ...evalRunSummary(evalRun.postgres, " on PostgreSQL"),
];

const evalFairnessPart = (): Promise<Results["evalFairness"]> =>
  onBothDatabases((postgresUrl) => measureEvalFairness(progress, postgresUrl));

const evalFairnessFailed = (part: Results["evalFairness"]) => "error" in part.embedded || "error" in part.postgres;
const evalFairnessLines = (part: Results["evalFairness"]) => [
  ...evalFairnessSummary(part.embedded),
  ...evalFairnessSummary(part.postgres, " on PostgreSQL"),
];

const evalThroughputPart = (): Promise<Results["evalThroughput"]> =>
  onBothDatabases((postgresUrl) => measureEvalThroughput(progress, postgresUrl));

const evalThroughputFailed = (part: Results["evalThroughput"]) => "error" in part.embedded || "error" in part.postgres;
const evalThroughputLines = (part: Results["evalThroughput"]) => [
  ...evalThroughputSummary(part.embedded),
  ...evalThroughputSummary(part.postgres, " on PostgreSQL"),
];

const evalRepeatsPart = (): Promise<Results["evalRepeats"]> =>
  onBothDatabases((postgresUrl) => measureEvalRepeats(progress, postgresUrl));

/** Not measured, or measured beyond 10 % of the target-bound limit. */
const evalRepeatsFailed = (part: Results["evalRepeats"]) =>
  "error" in part.embedded || "error" in part.postgres || !part.embedded.met || !part.postgres.met;
const evalRepeatsLines = (part: Results["evalRepeats"]) => [
  ...evalRepeatsSummary(part.embedded),
  ...evalRepeatsSummary(part.postgres, " on PostgreSQL"),
];

const evalMatrixPart = (): Promise<Results["evalMatrix"]> =>
  onBothDatabases((postgresUrl) => measureEvalMatrix(progress, postgresUrl));

/** Not measured, or measured beyond 10 % of the target-bound limit. */
const evalMatrixFailed = (part: Results["evalMatrix"]) =>
  "error" in part.embedded || "error" in part.postgres || !part.embedded.met || !part.postgres.met;
const evalMatrixLines = (part: Results["evalMatrix"]) => [
  ...evalMatrixSummary(part.embedded),
  ...evalMatrixSummary(part.postgres, " on PostgreSQL"),
];

async function sseFanoutPart(): Promise<SseFanoutReport | Failure> {
  try {
    return await sseFanoutSection({
      cwd: ROOT,
      startAesop: (env) => startServer(aesopServer(newTempDir(), env)),
      postgresUrl: process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined,
      tempDir: newTempDir,
      progress,
    });
  } catch (error) {
    return failure(error);
  }
}

async function httpSection(wrkPath: string): Promise<HttpReport | Failure> {
  try {
    // One server at a time, so that an idle one takes no CPU from the one under load.
    const bare = await withServer(bareServer(), (baseUrl) => measure(wrkPath, baseUrl, "/"));
    const [health, staticPage] = await withServer(aesopServer(newTempDir()), async (baseUrl) => [
      await measure(wrkPath, baseUrl, "/api/health"),
      await measure(wrkPath, baseUrl, "/about"),
    ]);
    return {
      settings: { ...WRK_SETTINGS, warmupS: WARMUP_S },
      bare,
      health,
      staticPage,
      ratios: { healthVsBare: ratio(health.rps, bare.rps), staticVsBare: ratio(staticPage.rps, bare.rps) },
    };
  } catch (error) {
    return failure(error);
  }
}

async function agentsPart(wrkPath: string): Promise<AgentsReport | Failure> {
  try {
    return await agentsSection({
      wrkPath,
      cwd: ROOT,
      wrkSettings: WRK_SETTINGS,
      warmupS: WARMUP_S,
      withAesopServer: (env, use) => withServer(aesopServer(newTempDir(), env), use),
      tempDir: newTempDir,
      progress,
    });
  } catch (error) {
    return failure(error);
  }
}

function bareServer(): ServerSpec {
  return { args: ["--import", "tsx", "bench/bare-server.ts"], env: () => process.env, readyPath: "/" };
}

/** The real server; `extraEnv` adds variables (or overrides them) for a part that needs them. */
function aesopServer(dataDir: string, extraEnv: (baseUrl: string) => NodeJS.ProcessEnv = () => ({})): ServerSpec {
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    // Loopback only: the benchmark must not expose a server, nor send traffic anywhere else.
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    // The server must serve the very files measured above.
    WEB_DIST_DIR: DIST_DIR,
  };
  // An empty DATABASE_URL counts as unset: the server then runs its embedded database in DATA_DIR.
  if (!base.DATABASE_URL) delete base.DATABASE_URL;
  return {
    args: ["--enable-source-maps", "apps/server/dist/index.js"],
    env: (baseUrl) => ({ ...base, ...extraEnv(baseUrl) }),
    readyPath: "/api/health",
  };
}

/** A temporary folder, deleted by cleanUp. */
function newTempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "aesop-bench-"));
  tempDirs.add(dir);
  return dir;
}

/** Starts the server on a free loopback port and waits until it answers. */
async function startServer(spec: ServerSpec): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  progress(`starting ${spec.args.at(-1)} on port ${port}`);
  const child = startChild(process.execPath, spec.args, {
    cwd: ROOT,
    env: { ...spec.env(baseUrl), PORT: String(port) },
  });
  try {
    await waitForOk(`${baseUrl}${spec.readyPath}`, child, READY_TIMEOUT_MS);
  } catch (error) {
    await terminate(child.process);
    throw error;
  }
  return { baseUrl, stop: () => terminate(child.process) };
}

/** Starts the server, hands its base URL to use, and always stops it. */
async function withServer<T>(spec: ServerSpec, use: (baseUrl: string) => Promise<T>): Promise<T> {
  const server = await startServer(spec);
  try {
    return await use(server.baseUrl);
  } finally {
    await server.stop();
  }
}

async function measure(wrkPath: string, baseUrl: string, path: string): Promise<TargetResult> {
  const url = `${baseUrl}${path}`;
  const probe = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  await probe.arrayBuffer();
  progress(`wrk ${url}: ${WARMUP_S} s warm-up, then ${WRK_SETTINGS.durationS} s`);
  await runWrk(wrkPath, url, { ...WRK_SETTINGS, durationS: WARMUP_S }, ROOT);
  const result = await runWrk(wrkPath, url, WRK_SETTINGS, ROOT);
  return {
    path,
    status: probe.status,
    ...result,
    rps: round(result.rps, 1),
    p99Ms: round(result.p99Ms, 3),
  };
}

async function cleanUp(): Promise<void> {
  await terminateAll();
  for (const dir of tempDirs) {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    tempDirs.delete(dir);
  }
}

function stopOnSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    // `once`: a second Ctrl-C falls back to Node's default and ends the process at once.
    process.once(signal, () => {
      interrupted = true;
      progress(`${signal}: stopping the servers`);
      void cleanUp().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
  }
}

function machine(): Results["machine"] {
  const list = cpus();
  return { cpus: list.length, cpuModel: list[0]?.model.trim() ?? "unknown", node: process.version };
}

function printSummary(results: Results): void {
  const lines: string[] = [];
  const { landing, http, guidedReview, machine: host } = results;
  lines.push(
    `Guided instructions review: ${guidedReview.words} words in ${guidedReview.medianMs} ms (median; every line distinct ${guidedReview.distinctLinesMedianMs} ms; budget ${guidedReview.budgetMs} ms: ${guidedReview.withinBudget ? "within" : "OVER"})`,
    "",
    guidedReview.summary,
    "",
    results.guidedListening.summary,
    "",
    scriptGenerationSummary(results.scriptGeneration),
    "",
  );
  lines.push(`Landing page (${relative(ROOT, DIST_DIR) || "."}, gzip)`);
  if ("error" in landing) {
    lines.push(`  not measured: ${landing.error}`);
  } else {
    const verdict = landing.withinBudget ? "within budget" : "OVER BUDGET";
    lines.push(
      `  initial JS  ${kb(landing.landingInitialJsGzipBytes)} of ${kb(landing.budgetBytes)}: ${verdict} (${count(landing.js.length, "file")})`,
      `  CSS         ${kb(landing.cssGzipBytes)} (${count(landing.css.length, "file")})`,
    );
  }
  const { threads, connections, durationS } = WRK_SETTINGS;
  lines.push(
    "",
    `HTTP (wrk -t${threads} -c${connections} -d${durationS}s after a ${WARMUP_S} s warm-up; ${host.cpus} CPUs, Node ${host.node})`,
  );
  if ("error" in http) {
    lines.push(`  not measured: ${http.error}`);
  } else {
    lines.push(
      `  ${"target".padEnd(14)}${"status".padStart(6)}${"req/s".padStart(11)}${"p99 ms".padStart(9)}${"vs bare".padStart(9)}`,
    );
    for (const target of [http.bare, http.health, http.staticPage]) lines.push(`  ${targetRow(target, http.bare.rps)}`);
  }
  lines.push("", ...requestPathSummary(results.requestPath));
  lines.push("", ...agentsSummary(results.agents));
  lines.push("", ...sseFanoutSummary(results.sseFanout));
  lines.push("", ...evalRunLines(results.evalRun));
  lines.push("", ...evalFairnessLines(results.evalFairness));
  lines.push("", ...evalRepeatsLines(results.evalRepeats));
  lines.push("", ...evalMatrixLines(results.evalMatrix));
  lines.push("", ...evalThroughputLines(results.evalThroughput));
  lines.push("", `Written to ${relative(process.cwd(), RESULTS_PATH)}`);
  console.log(lines.join("\n"));
}

function targetRow(target: TargetResult, bareRps: number): string {
  const name = target.path === "/" ? "bare node" : target.path;
  const row = [
    name.padEnd(14),
    String(target.status).padStart(6),
    Math.round(target.rps).toLocaleString("en-US").padStart(11),
    target.p99Ms.toFixed(2).padStart(9),
    ratio(target.rps, bareRps).toFixed(2).padStart(9),
  ].join("");
  const problems = [
    target.non2xx > 0 ? `${target.non2xx} non-2xx answers` : "",
    target.socketErrors > 0 ? `${target.socketErrors} socket errors` : "",
  ].filter((problem) => problem !== "");
  return problems.length > 0 ? `${row}  (${problems.join(", ")})` : row;
}

function ratio(value: number, base: number): number {
  return base > 0 ? round(value / base, 3) : 0;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

/** Progress goes to stderr, so that stdout carries only the summary. */
function progress(message: string): void {
  console.error(`[bench] ${message}`);
}

process.exitCode = await main();
