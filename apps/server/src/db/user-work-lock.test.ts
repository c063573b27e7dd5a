import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { caveSessionSchema } from "@aesop/shared/contracts/cave";
import { evalRunSchema } from "@aesop/shared/contracts/eval";
import { createAdmin, createMember, type Client } from "../testing/accounts";
import { control, sessionsPath } from "../testing/cave-fixture";
import { createMockTarget, createProject, evalScript, importScript } from "../testing/eval-fixture";
import { startMockLlm, type MockLlm } from "../testing/mock-llm/index";
import { createTestApp, type TestApp } from "../testing/test-app";

const MAX_RUNS = 5;
const MAX_SESSIONS = 3;

interface Setup {
  client: Client;
  projectId: string;
  targetId: string;
  scriptId: number;
}

/**
 * The per-user caps on work in progress, under concurrent starts: the count and the insert happen
 * under the user's lock, so a burst cannot take more slots than there are. Without workers the
 * runs stay queued and the sessions live, holding their slots.
 */
describe("per-user caps on runs in progress and live Cave sessions (real database)", () => {
  let t: TestApp;
  let mock: MockLlm;
  let admin: Client;

  beforeAll(async () => {
    mock = await startMockLlm();
    t = await createTestApp({
      WORKERS: "false",
      MAX_RUNS_IN_PROGRESS_PER_USER: String(MAX_RUNS),
      MAX_CAVE_SESSIONS_PER_USER: String(MAX_SESSIONS),
    });
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  async function builder(email: string): Promise<Setup> {
    const client = await createMember(t, admin, { email });
    const projectId = await createProject(client, "Busy project");
    // Two projects: the cap is the user's, not the project's.
    await createProject(client, "Second project");
    return {
      client,
      projectId,
      targetId: await createMockTarget(client, projectId, mock),
      scriptId: await importScript(client, projectId, evalScript()),
    };
  }

  const startRun = ({ client, projectId, targetId, scriptId }: Setup) =>
    client.request(`/api/projects/${projectId}/eval-runs`, { json: { scriptReportId: scriptId, targetId } });
  const startSession = ({ client, projectId, targetId, scriptId }: Setup) =>
    client.request(sessionsPath(projectId), {
      json: {
        targetId,
        pace: "step",
        dialogues: [{ source: "script", scriptReportId: scriptId, scenarioId: "asks-nicely" }],
      },
    });

  it(`10 simultaneous run starts with a cap of ${MAX_RUNS}: exactly ${MAX_RUNS} accepted, the rest told what to do`, async () => {
    const ada = await builder("ada.caps@aesop.test");
    const answers = await Promise.all(Array.from({ length: 10 }, () => startRun(ada)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(MAX_RUNS).fill(202), ...Array<number>(10 - MAX_RUNS).fill(429)]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(apiErrorSchema.parse(await refused?.json()).error).toMatchObject({
      code: "TOO_MANY_RUNS_IN_PROGRESS",
      message: "You already have 5 runs in progress. Wait for one to finish or cancel it, then start this one.",
    });
    const list = (await (await ada.client.request(`/api/projects/${ada.projectId}/eval-runs`)).json()) as {
      runs: unknown[];
    };
    expect(list.runs).toHaveLength(MAX_RUNS);
    // Numbered one at a time, none skipped by a refused start.
    const started = await Promise.all(
      answers.filter((a) => a.status === 202).map(async (a) => evalRunSchema.parse(await a.json())),
    );
    expect(started.map((run) => run.number).sort()).toEqual([1, 2, 3, 4, 5]);

    // Another user has slots of their own.
    const bob = await builder("bob.caps@aesop.test");
    expect((await startRun(bob)).status).toBe(202);

    // A cancelled run frees its slot.
    const cancelled = await ada.client.request(`/api/projects/${ada.projectId}/eval-runs/${started[0]?.id}/cancel`, {
      method: "POST",
    });
    expect(cancelled.status).toBe(200);
    expect((await startRun(ada)).status).toBe(202);
    expect((await startRun(ada)).status).toBe(429);
  });

  it(`6 simultaneous Cave starts with a cap of ${MAX_SESSIONS}: exactly ${MAX_SESSIONS} accepted; a stopped one frees a slot`, async () => {
    const cleo = await builder("cleo.caps@aesop.test");
    const answers = await Promise.all(Array.from({ length: 6 }, () => startSession(cleo)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(apiErrorSchema.parse(await refused?.json()).error).toMatchObject({
      code: "TOO_MANY_CAVE_SESSIONS",
      message:
        "You already have 3 Cave sessions in progress. Wait for one to end or stop its dialogues, then start this one.",
    });

    const dan = await builder("dan.caps@aesop.test");
    expect((await startSession(dan)).status).toBe(201);

    const first = caveSessionSchema.parse(await answers.find((answer) => answer.status === 201)?.json());
    const stopped = await control(cleo.client, cleo.projectId, first.id, first.dialogues[0]?.id ?? "", "stop");
    expect(stopped.status).toBe(200);
    expect((await startSession(cleo)).status).toBe(201);
    expect((await startSession(cleo)).status).toBe(429);
  });
});
