import { randomBytes } from "node:crypto";
import http from "node:http";
import { failure, median, percentile, round, type Failure } from "./figures";
import { openBenchDatabase } from "./postgres-server";
import type { RunningServer } from "./request-path";
import { createProject, signInWithNda, type SignedInUser } from "./signed-in";

/**
 * Live-event fan-out of `npm run bench` (issue 15, the Cave of Shadows' turn events travel this
 * path): how long an event takes from the request that publishes it to every one of N open
 * Server-Sent Event streams of its user — on one instance (embedded database, in-process bus) and
 * across instances (streams held on instance B, the event published on A through PostgreSQL's
 * NOTIFY). The publishing request is a project rename, which publishes `projects.changed`; its own
 * latency is reported beside, since it is part of every figure.
 */

/** What run.ts lends this section. */
export interface SseFanoutBench {
  startAesop(env: (baseUrl: string) => NodeJS.ProcessEnv): Promise<RunningServer>;
  postgresUrl: string | undefined;
  cwd: string;
  tempDir(): string;
  progress(message: string): void;
}

export interface FanoutMeasure {
  streams: number;
  setup: string;
  rounds: number;
  /** Share of (stream, round) pairs that received the event within the round's time limit. */
  delivered: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Median latency of the publishing request itself (answered after it published). */
  publishRequestMs: number;
  /** Time to open all the streams. */
  connectS: number;
}

export interface SseFanoutReport {
  measures: (FanoutMeasure | (Failure & { streams: number; setup: string }))[];
  goal: { streams: number; p99AtMostMs: number };
  durationS: number;
}

const WARMUP_ROUNDS = 2;
const ROUNDS = 10;
const ROUND_TIMEOUT_MS = 5_000;
const PAUSE_BETWEEN_ROUNDS_MS = 200;
/** Streams opened at once: a browser tab opens one; a thousand at a time would measure the accept queue. */
const CONNECT_BATCH = 50;
const GOAL = { streams: 1_000, p99AtMostMs: 100 };
const ADMIN_EMAIL = "fanout@aesop.test";

export async function sseFanoutSection(bench: SseFanoutBench): Promise<SseFanoutReport> {
  const started = performance.now();
  const password = randomBytes(18).toString("base64url");
  const baseEnv = { ADMIN_EMAIL, ADMIN_PASSWORD: password, WORKERS: "false", LOG_LEVEL: "warn" };
  const measures: SseFanoutReport["measures"] = [];

  const embedded = await bench.startAesop((baseUrl) => ({
    ...baseEnv,
    BASE_URL: baseUrl,
    DATA_DIR: bench.tempDir(),
    DATABASE_URL: "",
  }));
  try {
    const user = await signInWithNda(embedded.baseUrl, ADMIN_EMAIL, password);
    const projectId = await createProject(user, "Fan-out");
    for (const streams of [200, 1_000]) {
      const setup = "one instance, embedded database";
      bench.progress(`SSE fan-out: ${streams} streams, ${setup}`);
      measures.push(await settle(streams, setup, () => measureFanout(user, embedded.baseUrl, projectId, streams)));
    }
  } finally {
    await embedded.stop();
  }

  const setup = "streams on instance B, published on A (PostgreSQL NOTIFY)";
  bench.progress(`SSE fan-out: ${GOAL.streams} streams, ${setup}`);
  measures.push(
    await settle(GOAL.streams, setup, async () => {
      const database = await openBenchDatabase(bench.postgresUrl, bench.cwd);
      try {
        // Both instances must sign the same session cookies.
        const shared = { ...baseEnv, DATABASE_URL: database.url, SECRET_KEY: randomBytes(32).toString("hex") };
        const a = await bench.startAesop((baseUrl) => ({ ...shared, BASE_URL: baseUrl, DATA_DIR: bench.tempDir() }));
        try {
          const b = await bench.startAesop((baseUrl) => ({ ...shared, BASE_URL: baseUrl, DATA_DIR: bench.tempDir() }));
          try {
            const user = await signInWithNda(a.baseUrl, ADMIN_EMAIL, password);
            const projectId = await createProject(user, "Fan-out");
            return await measureFanout(user, b.baseUrl, projectId, GOAL.streams);
          } finally {
            await b.stop();
          }
        } finally {
          await a.stop();
        }
      } finally {
        await database.close();
      }
    }),
  );

  return { measures, goal: GOAL, durationS: round((performance.now() - started) / 1000, 1) };
}

/** Opens `count` streams on `streamsUrl`, then times rounds of one published event to all of them. */
async function measureFanout(
  publisher: SignedInUser,
  streamsUrl: string,
  projectId: string,
  count: number,
): Promise<FanoutMeasure> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const streams: EventStream[] = [];
  const connectStarted = performance.now();
  try {
    for (let first = 0; first < count; first += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - first) }, () =>
        openStream(streamsUrl, publisher.cookie, agent),
      );
      streams.push(...(await Promise.all(batch)));
    }
    const connectS = (performance.now() - connectStarted) / 1000;

    const latencies: number[] = [];
    const publishTimes: number[] = [];
    let expected = 0;
    for (let index = 0; index < WARMUP_ROUNDS + ROUNDS; index++) {
      const measured = index >= WARMUP_ROUNDS;
      const arrivals = streams.map((stream) => stream.nextEvent(ROUND_TIMEOUT_MS));
      const sentAt = performance.now();
      const response = await publisher.request(`/api/projects/${projectId}`, {
        method: "PATCH",
        json: { projectName: `Fan-out ${index}` },
      });
      if (response.status !== 200) throw new Error(`renaming the project answered ${response.status}`);
      await response.arrayBuffer();
      const answeredAt = performance.now();
      const received = await Promise.all(arrivals);
      if (measured) {
        expected += streams.length;
        publishTimes.push(answeredAt - sentAt);
        for (const at of received) if (at !== undefined) latencies.push(at - sentAt);
      }
      await new Promise((resolve) => setTimeout(resolve, PAUSE_BETWEEN_ROUNDS_MS));
    }
    return {
      streams: count,
      setup: "",
      rounds: ROUNDS,
      delivered: round(latencies.length / expected, 4),
      p50Ms: round(percentile(latencies, 50), 2),
      p99Ms: round(percentile(latencies, 99), 2),
      maxMs: round(Math.max(0, ...latencies), 2),
      publishRequestMs: round(median(publishTimes), 2),
      connectS: round(connectS, 2),
    };
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
  }
}

interface EventStream {
  /** Resolves with the arrival time of the next `projects.changed` event, or undefined after the timeout. */
  nextEvent(timeoutMs: number): Promise<number | undefined>;
  close(): void;
}

/** One stream over node:http (lighter than fetch for a thousand sockets), resolved once connected. */
function openStream(baseUrl: string, cookie: string, agent: http.Agent): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    let waiting: ((at: number) => void) | undefined;
    let buffer = "";
    const request = http.get(
      `${baseUrl}/api/events`,
      { agent, headers: { Cookie: cookie, Accept: "text/event-stream" } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /api/events answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        let connected = false;
        response.on("data", (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let boundary: number;
          while ((boundary = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            if (!connected && block.startsWith(": connected")) {
              connected = true;
              resolve(stream);
            } else if (block.includes('"projects.changed"')) {
              waiting?.(at);
              waiting = undefined;
            }
          }
        });
      },
    );
    request.on("error", reject);
    const stream: EventStream = {
      nextEvent: (timeoutMs) =>
        new Promise((done) => {
          const timer = setTimeout(() => {
            waiting = undefined;
            done(undefined);
          }, timeoutMs);
          waiting = (at) => {
            clearTimeout(timer);
            done(at);
          };
        }),
      close: () => request.destroy(),
    };
  });
}

async function settle(
  streams: number,
  setup: string,
  measure: () => Promise<FanoutMeasure>,
): Promise<FanoutMeasure | (Failure & { streams: number; setup: string })> {
  try {
    return { ...(await measure()), setup };
  } catch (error) {
    return { ...failure(error), streams, setup };
  }
}

/** Lines of the printed summary. */
export function sseFanoutSummary(report: SseFanoutReport | Failure): string[] {
  if ("error" in report) return ["SSE fan-out: not measured", `  ${report.error}`];
  const lines = [
    `SSE fan-out (${ROUNDS} rounds of one event to every stream; goal p99 <= ${report.goal.p99AtMostMs} ms at ${report.goal.streams.toLocaleString("en-US")} streams; ${report.durationS} s)`,
  ];
  for (const measure of report.measures) {
    const name = `${measure.streams.toLocaleString("en-US")} streams, ${measure.setup}`;
    if ("error" in measure) {
      lines.push(`  ${name}: not measured: ${measure.error}`);
      continue;
    }
    const met =
      measure.streams >= report.goal.streams
        ? measure.p99Ms <= report.goal.p99AtMostMs && measure.delivered === 1
          ? " (goal met)"
          : " (goal NOT MET)"
        : "";
    lines.push(
      `  ${name}: p50 ${measure.p50Ms} ms, p99 ${measure.p99Ms} ms, max ${measure.maxMs} ms, delivered ${round(measure.delivered * 100, 2)}%${met}; publishing request ${measure.publishRequestMs} ms; connect ${measure.connectS} s`,
    );
  }
  return lines;
}

/** Whether a measure could not be taken (a missed goal is reported, not a failure). */
export function sseFanoutFailed(report: SseFanoutReport | Failure): boolean {
  return "error" in report || report.measures.some((measure) => "error" in measure);
}
