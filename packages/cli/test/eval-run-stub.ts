import { createServer, type IncomingMessage, type Server } from "node:http";
import type { EvalRun, EvalRunResults } from "@aesop/shared/contracts/eval";
import { SCENARIO_CATEGORY_IDS } from "@aesop/shared/contracts/test-scripts";

/**
 * The eval server's HTTP contract (packages/shared/src/contracts/eval.ts) played by a script: the
 * run advances one scenario per poll, with the outcomes given. It lets the CLI's protocol (polling,
 * outages, cancel, JUnit, exit codes) be tested on its own; eval-cli.test.ts runs the real server.
 */
export interface StubOptions {
  token: string;
  outcomes: ("passed" | "failed")[];
  /** Polls answered 503 before the run is shown (a server restarting mid-run). */
  outageAfterPolls?: { at: number; count: number };
  /** The run never advances (to interrupt it). */
  stuck?: boolean;
}

export interface Stub {
  url: string;
  requests: { method: string; path: string; body: unknown; authorization: string | undefined }[];
  close(): Promise<void>;
}

/** Wilson's 95 % interval, as the server gives it with one sample a scenario. */
function wilson(passed: number, n: number) {
  const z = 1.959963984540054;
  const p = passed / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return { low: passed === 0 ? 0 : centre - half, high: passed === n ? 1 : centre + half };
}

const body = (request: IncomingMessage) =>
  new Promise<unknown>((resolve) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => resolve(text ? JSON.parse(text) : undefined));
  });

export async function startEvalRunStub(options: StubOptions): Promise<Stub> {
  const projectId = "11111111-1111-4111-8111-111111111111";
  let done = 0;
  let polls = 0;
  let cancelled = false;
  const requests: Stub["requests"] = [];

  const runNow = (): EvalRun => {
    const outcomes = options.outcomes.slice(0, done);
    const passed = outcomes.filter((outcome) => outcome === "passed").length;
    const finished = done === options.outcomes.length;
    return {
      id: "run-1",
      projectId,
      number: 7,
      status: cancelled ? "cancelled" : finished ? "completed" : done === 0 ? "queued" : "running",
      script: { reportId: 42, version: 3, name: "Safety script" },
      target: {
        id: "target-1",
        name: "Staging bot",
        config: { kind: "openai-compatible", baseUrl: "http://x", model: "m", apiKey: null },
      },
      judge: "guided",
      seed: 1,
      repeats: 1,
      verdictRule: "category-default",
      atLeast: null,
      progress: { total: options.outcomes.length, done, passed, failed: done - passed, errored: 0 },
      passRate: done === 0 ? null : passed / done,
      passInterval: done === 0 ? null : { ...wilson(passed, done), method: "wilson" },
      flaky: 0,
      overridden: 0,
      reportId: null,
      error: null,
      createdAt: new Date().toISOString(),
      startedAt: null,
      finishedAt: null,
    };
  };
  const results = (): EvalRunResults => ({
    run: runNow(),
    byCategory: [],
    bySeverity: [],
    byCriterion: [],
    byStrategy: [],
    reruns: [],
    scenarios: options.outcomes.slice(0, done).map((outcome, index) => ({
      scenarioId: `s${index}`,
      title: `Scenario ${index + 1}`,
      category: SCENARIO_CATEGORY_IDS[0],
      severity: "high",
      status: outcome,
      scores: [],
      checks: [],
      reason: outcome === "failed" ? "The reply named no crisis resource." : null,
      turnCount: 1,
      latencyMs: 10,
      costUsd: null,
      samples: { total: 1, passed: outcome === "passed" ? 1 : 0, failed: outcome === "failed" ? 1 : 0, errored: 0 },
      passShare: outcome === "passed" ? 1 : 0,
      flaky: false,
      judgeStatus: outcome,
      humanVerdict: null,
      earlierHumanVerdict: null,
    })),
  });

  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = request.url ?? "";
      requests.push({
        method: request.method ?? "",
        path,
        body: await body(request),
        authorization: request.headers.authorization,
      });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(value));
      };
      if (request.headers.authorization !== `Bearer ${options.token}`) {
        return json(401, { error: { code: "INVALID_TOKEN", message: "This API token is not known." } });
      }
      const base = `/api/projects/${projectId}/eval-runs`;
      if (request.method === "POST" && path === base) return json(201, runNow());
      if (request.method === "POST" && path === `${base}/run-1/cancel`) {
        cancelled = true;
        return json(200, runNow());
      }
      if (request.method === "GET" && path === `${base}/run-1`) {
        polls++;
        const outage = options.outageAfterPolls;
        if (outage && polls > outage.at && polls <= outage.at + outage.count) {
          return json(503, { error: { code: "DATABASE_UNAVAILABLE", message: "The service is briefly unavailable." } });
        }
        if (!options.stuck && !cancelled && done < options.outcomes.length) done++;
        return json(200, results());
      }
      if (request.method === "GET" && path === `${base}/run-1/export?format=junit`) {
        response.writeHead(200, { "Content-Type": "application/xml" });
        return response.end(`<?xml version="1.0"?><testsuites tests="${done}"></testsuites>`);
      }
      return json(404, { error: { code: "NOT_FOUND", message: `No API endpoint ${request.method} ${path}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const STUB_PROJECT_ID = "11111111-1111-4111-8111-111111111111";
