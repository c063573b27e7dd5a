import { SaxesParser } from "saxes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { evalRunListSchema, scenarioTranscriptSchema } from "@aesop/shared/contracts/eval";
import { evalMatrixSchema, type EvalMatrix } from "@aesop/shared/contracts/eval-matrices";
import { reportSchema } from "@aesop/shared/contracts/reports";
import { createAdmin, createMember, type Client } from "../../../testing/accounts";
import { startMockLlm, type MockLlm } from "../../../testing/mock-llm/index";
import { findPlantedAssistant } from "../../../testing/planted-assistants/index";
import { startPlantedAssistants } from "../../../testing/planted-assistants/server";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import {
  createMockTarget,
  createProject,
  evalScript,
  importScript,
  plantUnsafeReplies,
  runResults,
  targetCalls,
  UNSAFE_REPLY,
} from "../../../testing/eval-fixture";

const PLANTED = "kids-reading-tutor";

async function createTarget(client: Client, projectId: string, name: string, config: object, limits: object) {
  const response = await client.request(`/api/projects/${projectId}/eval-targets`, {
    json: { name, config, limits: { retries: 0, ...limits } },
  });
  if (response.status !== 201) throw new Error(`target: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function waitForMatrix(client: Client, projectId: string, matrixId: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.request(`/api/projects/${projectId}/eval-matrices/${matrixId}`);
    expect(response.status).toBe(200);
    const matrix = evalMatrixSchema.parse(await response.json());
    if (matrix.status === "completed" && matrix.runs.every((run) => run.reportId !== null)) return matrix;
    if (Date.now() > deadline) throw new Error(`matrix still ${matrix.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("Matrix runs: one script version against several targets (real database, real job queue)", () => {
  let t: TestApp;
  let mock: MockLlm;
  let planted: Awaited<ReturnType<typeof startPlantedAssistants>>;
  let ada: Client;
  let bob: Client;
  let projectId: string;
  let scriptId: number;
  let targets: { mock: string; leaky: string; http: string };

  beforeAll(async () => {
    mock = await startMockLlm();
    planted = await startPlantedAssistants();
    t = await createTestApp({ LOG_LEVEL: process.env.EVAL_TEST_LOG ?? "silent" });
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    bob = await createMember(t, admin, { email: "bob@aesop.test" });
    projectId = await createProject(ada, "Bank assistant");
    scriptId = await importScript(ada, projectId, evalScript());
    targets = {
      mock: await createMockTarget(ada, projectId, mock, { concurrency: 4 }),
      // A second model on the same mock that leaks whatever it is asked.
      leaky: await createTarget(
        ada,
        projectId,
        "Leaky model",
        { kind: "openai-compatible", baseUrl: mock.url, model: "mock-model-b" },
        { concurrency: 2 },
      ),
      http: await createTarget(
        ada,
        projectId,
        "Reading tutor endpoint",
        {
          kind: "http",
          url: `${planted.url}/${PLANTED}/chat`,
          bodyTemplate: '{"message": {{message}}, "history": {{history}}}',
          replyPath: "output",
        },
        { concurrency: 3 },
      ),
    };
    plantUnsafeReplies(mock);
    mock.addRules({ model: "mock-model-b", reply: { text: UNSAFE_REPLY } });
  });
  afterAll(async () => {
    await t?.close();
    await mock?.stop();
    await planted?.close();
  });

  it("plays every target's scenarios under one seed and version, with each target's own figures", async () => {
    const response = await ada.request(`/api/projects/${projectId}/eval-matrices`, {
      json: { scriptReportId: scriptId, targetIds: [targets.mock, targets.leaky, targets.http], seed: 11 },
    });
    expect(response.status).toBe(202);
    const started = evalMatrixSchema.parse(await response.json());
    expect(started.runs.map((run) => run.target.id)).toEqual([targets.mock, targets.leaky, targets.http]);
    expect(new Set(started.runs.map((run) => run.seed))).toEqual(new Set([11]));
    expect(new Set(started.runs.map((run) => run.script.version)).size).toBe(1);
    expect(started.runs.every((run) => run.matrixId === started.id)).toBe(true);
    expect(started.scenarios).toHaveLength(6);

    const matrix = await waitForMatrix(ada, projectId, started.id);
    const verdicts = (index: number) =>
      Object.fromEntries(matrix.scenarios.map((row) => [row.scenarioId, row.cells[index]?.status]));
    // The mock fails what it was planted to fail; the leaky model fails every scenario.
    expect(verdicts(0)).toEqual({
      "asks-nicely": "passed",
      "leak-direct": "failed",
      "multi-turn": "passed",
      "over-refusal": "passed",
      "long-reply": "passed",
      escalates: "failed",
    });
    expect(Object.values(verdicts(1))).toEqual(Array(6).fill("failed"));
    expect(matrix.runs[0]?.passRate).toBeCloseTo(4 / 6);
    expect(matrix.runs[1]?.passRate).toBe(0);
    expect(matrix.runs[2]?.progress).toMatchObject({ total: 6, done: 6 });
    // Per-target figures are each run's own, as its run page shows them.
    for (const run of matrix.runs) {
      const own = await runResults(ada, projectId, run.id);
      expect(own.run.passRate).toBe(run.passRate);
      expect(own.run.matrixId).toBe(matrix.id);
    }
    // "Differences only": a scenario differs when two targets ended it differently.
    for (const row of matrix.scenarios) {
      const ended = new Set(row.cells.map((cell) => cell.status));
      expect(row.differs).toBe(ended.size > 1);
    }
    expect(matrix.scenarios.find((row) => row.scenarioId === "asks-nicely")?.differs).toBe(true);

    // Each target was called as itself: the mock's turns once each, the leaky model's, the endpoint's.
    expect(targetCalls(mock)).toHaveLength(10);
    expect(mock.requests.filter((r) => (r.body as { model?: string }).model === "mock-model-b").length).toBe(
      matrix.scenarios.length + 2, // the multi-turn scenario's two extra turns; the adaptive one fails at once
    );
    const assistant = findPlantedAssistant(PLANTED)?.assistant;
    const httpRun = matrix.runs[2];
    if (!assistant || !httpRun) throw new Error("missing the planted assistant or the HTTP run");
    const transcript = scenarioTranscriptSchema.parse(
      await (await ada.request(`/api/projects/${projectId}/eval-runs/${httpRun.id}/scenarios/asks-nicely`)).json(),
    );
    expect(transcript.turns[0]?.reply).toBe(assistant.respond([transcript.turns[0]?.message ?? ""]).reply);

    // The matrix's runs are ordinary runs in the project's list.
    const list = evalRunListSchema.parse(await (await ada.request(`/api/projects/${projectId}/eval-runs`)).json());
    expect(list.runs.filter((run) => run.matrixId === matrix.id)).toHaveLength(3);

    await checkExports(matrix);
  });

  async function checkExports(matrix: EvalMatrix) {
    const base = `/api/projects/${projectId}/eval-matrices/${matrix.id}/export`;
    const csv = await (await ada.request(`${base}?format=csv`)).text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toMatch(/^scenario_id,title,category,severity,strategy,target_id,target_name,run_id/);
    expect(lines).toHaveLength(1 + 6 * 3);
    expect(lines.filter((line) => line.includes(",Leaky model,") && line.includes(",failed,"))).toHaveLength(6);

    const json = (await (await ada.request(`${base}?format=json`)).json()) as { rows: { status: string }[] };
    expect(json.rows).toHaveLength(18);

    const junit = await (await ada.request(`${base}?format=junit`)).text();
    const suites: Record<string, string>[] = [];
    const parser = new SaxesParser();
    parser.on("opentag", (tag) => {
      if (tag.name === "testsuite") suites.push(tag.attributes);
    });
    parser.write(junit).close();
    expect(suites.map((suite) => suite.name)).toEqual(
      matrix.runs.map((run) => `${run.target.name} (run #${run.number})`),
    );
    expect(suites.map((suite) => suite.failures)).toEqual(["2", "6", String(matrix.runs[2]?.progress.failed)]);
  }

  it("gives each target's pass rate its interval when repeats > 1", async () => {
    const response = await ada.request(`/api/projects/${projectId}/eval-matrices`, {
      json: { scriptReportId: scriptId, targetIds: [targets.mock, targets.leaky], repeats: 2 },
    });
    expect(response.status).toBe(202);
    const matrix = await waitForMatrix(ada, projectId, evalMatrixSchema.parse(await response.json()).id);
    for (const run of matrix.runs) {
      expect(run.progress.total).toBe(12);
      expect(run.passInterval).not.toBeNull();
      expect(run.passInterval?.low).toBeLessThanOrEqual(run.passRate ?? -1);
      expect(run.passInterval?.high).toBeGreaterThanOrEqual(run.passRate ?? 2);
    }
  });

  it("is its owner's only: another builder gets 404 and cannot start one on the project", async () => {
    const runs = evalRunListSchema.parse(await (await ada.request(`/api/projects/${projectId}/eval-runs`)).json());
    const matrixId = runs.runs.find((run) => run.matrixId)?.matrixId;
    expect(matrixId).toBeTruthy();
    expect((await bob.request(`/api/projects/${projectId}/eval-matrices/${matrixId}`)).status).toBe(404);
    expect((await bob.request(`/api/projects/${projectId}/eval-matrices/${matrixId}/export?format=csv`)).status).toBe(
      404,
    );
    const bobs = await createProject(bob, "Bob's");
    expect((await ada.request(`/api/projects/${bobs}/eval-matrices/${matrixId}`)).status).toBe(404);
    const start = await bob.request(`/api/projects/${projectId}/eval-matrices`, {
      json: { scriptReportId: scriptId, targetIds: [targets.mock, targets.leaky] },
    });
    expect(start.status).toBe(404);
  });

  it("plays one instructions-on-a-model target on two instructions versions side by side", async () => {
    const submit = async (instructions: string) => {
      const response = await ada.request(`/api/projects/${projectId}/instructions`, { json: { instructions } });
      expect(response.status).toBe(202);
      return reportSchema.parse(await response.json()).id;
    };
    const older = await submit("You are Penny, the budgeting assistant of Northway Bank. Version one.");
    const newer = await submit("You are Penny, the budgeting assistant of Northway Bank. Version two.");
    const model = await createTarget(
      ada,
      projectId,
      "Penny on the model",
      { kind: "instructions-on-model", provider: "openai-compatible", baseUrl: mock.url, model: "mock-model-penny" },
      { concurrency: 2 },
    );
    const response = await ada.request(`/api/projects/${projectId}/eval-matrices`, {
      json: {
        scriptReportId: scriptId,
        targets: [
          { targetId: model, instructionsReportId: older },
          { targetId: model, instructionsReportId: newer },
        ],
        seed: 5,
      },
    });
    expect(response.status).toBe(202);
    const matrix = await waitForMatrix(ada, projectId, evalMatrixSchema.parse(await response.json()).id);
    expect(matrix.runs.map((run) => run.target.id)).toEqual([model, model]);
    // Each column records the version it played on, as a re-test on fixed instructions does.
    expect(
      matrix.runs.map((run) => run.target.config.kind === "instructions-on-model" && run.target.config.instructions),
    ).toEqual([
      { source: "report", reportId: older },
      { source: "report", reportId: newer },
    ]);
    const systemPrompts = new Set(
      mock.requests
        .filter((request) => (request.body as { model?: string } | undefined)?.model === "mock-model-penny")
        .map((request) => (request.body as { messages: { role: string; content: string }[] }).messages[0]?.content),
    );
    expect([...systemPrompts].sort()).toEqual([
      "You are Penny, the budgeting assistant of Northway Bank. Version one.",
      "You are Penny, the budgeting assistant of Northway Bank. Version two.",
    ]);

    const refused: [object, RegExp][] = [
      [
        {
          targets: [
            { targetId: model, instructionsReportId: older },
            { targetId: model, instructionsReportId: older },
          ],
        },
        /Each target and instructions version may be chosen once/,
      ],
      [
        { targets: [{ targetId: targets.mock, instructionsReportId: older }, { targetId: model }] },
        /holds its own instructions/,
      ],
      [
        { targets: [{ targetId: model, instructionsReportId: scriptId }, { targetId: model }] },
        /is not an instructions review of this project/,
      ],
      [
        { targets: [{ targetId: model, instructionsReportId: "two" }, { targetId: model }] },
        /number of an instructions review/,
      ],
      [
        { targetIds: [targets.mock, targets.leaky], targets: [{ targetId: model }, { targetId: targets.mock }] },
        /not both/,
      ],
    ];
    const before = evalRunListSchema.parse(await (await ada.request(`/api/projects/${projectId}/eval-runs`)).json());
    for (const [body, message] of refused) {
      const refusal = await ada.request(`/api/projects/${projectId}/eval-matrices`, {
        json: { scriptReportId: scriptId, ...body },
      });
      expect(refusal.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(apiErrorSchema.parse(await refusal.json()))).toMatch(message);
    }
    const after = evalRunListSchema.parse(await (await ada.request(`/api/projects/${projectId}/eval-runs`)).json());
    expect(after.runs).toHaveLength(before.runs.length);
  });

  it("refuses bad input with a clear 400 and starts nothing", async () => {
    const before = evalRunListSchema.parse(await (await ada.request(`/api/projects/${projectId}/eval-runs`)).json());
    const other = await createProject(ada, "Another");
    const elsewhere = await createMockTarget(ada, other, mock);
    const cases: [object, RegExp][] = [
      [{ targetIds: [targets.mock] }, /between 2 and 8 targets/],
      [{ targetIds: Array(9).fill(targets.mock) }, /between 2 and 8 targets/],
      [{ targetIds: [targets.mock, targets.mock] }, /Each target may be chosen once/],
      [{ targetIds: "abc" }, /between 2 and 8 targets/],
      [{ targetIds: [targets.mock, elsewhere] }, /target was not found in this project/],
      [{ targetIds: [targets.mock, targets.leaky], repeats: 2, verdictRule: "at-least", atLeast: 3 }, /cannot exceed/],
    ];
    for (const [body, message] of cases) {
      const response = await ada.request(`/api/projects/${projectId}/eval-matrices`, {
        json: { scriptReportId: scriptId, ...body },
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = apiErrorSchema.parse(await response.json());
      expect(JSON.stringify(error)).toMatch(message);
    }
    const after = evalRunListSchema.parse(await (await ada.request(`/api/projects/${projectId}/eval-runs`)).json());
    expect(after.runs).toHaveLength(before.runs.length);
    expect((await ada.request(`/api/projects/${projectId}/eval-matrices/not-a-uuid`)).status).toBe(400);
    expect(
      (await ada.request(`/api/projects/${projectId}/eval-matrices/00000000-0000-4000-8000-000000000000`)).status,
    ).toBe(404);
  });
});
