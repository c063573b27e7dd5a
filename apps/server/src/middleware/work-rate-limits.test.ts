import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { caveSessions, evalRuns, reports } from "../db/schema/index";
import { createAdmin, createMember, type Client } from "../testing/accounts";
import { createMockTarget, createProject, evalScript, importScript } from "../testing/eval-fixture";
import { startMockLlm, type MockLlm } from "../testing/mock-llm/index";
import { createTestApp, type TestApp } from "../testing/test-app";

const LIMIT = 3;

/**
 * The per-user rate limits of the expensive endpoints, through the API on a real database: the
 * call past the limit gets 429 with Retry-After and creates nothing, another user is unaffected.
 */
describe("rate limits per user on Test connection, run start, Cave start and script generation", () => {
  let t: TestApp;
  let mock: MockLlm;
  let ada: Client;
  let bob: Client;
  const setups: Record<"ada" | "bob", { projectId: string; targetId: string; scriptId: number }> = {
    ada: { projectId: "", targetId: "", scriptId: 0 },
    bob: { projectId: "", targetId: "", scriptId: 0 },
  };

  beforeAll(async () => {
    mock = await startMockLlm();
    t = await createTestApp({
      // Nothing needs to run: the limits are on the requests. Caps high, so only the rates refuse.
      WORKERS: "false",
      RATE_TEST_CONNECTIONS_PER_MINUTE: String(LIMIT),
      RATE_RUN_STARTS_PER_MINUTE: String(LIMIT),
      RATE_CAVE_STARTS_PER_MINUTE: String(LIMIT),
      RATE_SCRIPT_GENERATIONS_PER_MINUTE: String(LIMIT),
    });
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada.rates@aesop.test" });
    bob = await createMember(t, admin, { email: "bob.rates@aesop.test" });
    for (const [name, client] of [
      ["ada", ada],
      ["bob", bob],
    ] as const) {
      const projectId = await createProject(client, `Rates of ${name}`);
      setups[name] = {
        projectId,
        targetId: await createMockTarget(client, projectId, mock),
        scriptId: await importScript(client, projectId, evalScript()),
      };
    }
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });

  const kinds = {
    "Test connection": {
      call: (client: Client, { projectId, targetId }: (typeof setups)["ada"]) =>
        client.request(`/api/projects/${projectId}/eval-targets/${targetId}/test`, { json: { message: "Hello" } }),
      ok: 200,
      created: () => Promise.resolve(mock.requests.length),
    },
    "run start": {
      call: (client: Client, { projectId, targetId, scriptId }: (typeof setups)["ada"]) =>
        client.request(`/api/projects/${projectId}/eval-runs`, { json: { scriptReportId: scriptId, targetId } }),
      ok: 202,
      created: async () => (await t.ctx.db.select({ n: count() }).from(evalRuns))[0]?.n ?? 0,
    },
    "Cave session start": {
      call: (client: Client, { projectId, targetId, scriptId }: (typeof setups)["ada"]) =>
        client.request(`/api/projects/${projectId}/cave-sessions`, {
          json: {
            targetId,
            pace: "step",
            dialogues: [{ source: "script", scriptReportId: scriptId, scenarioId: "asks-nicely" }],
          },
        }),
      ok: 201,
      created: async () => (await t.ctx.db.select({ n: count() }).from(caveSessions))[0]?.n ?? 0,
    },
    "script generation": {
      call: (client: Client, { projectId }: (typeof setups)["ada"]) =>
        client.request(`/api/projects/${projectId}/test-scripts`, { json: { size: "quick" } }),
      ok: 202,
      created: async () =>
        (await t.ctx.db.select({ n: count() }).from(reports).where(eq(reports.agent, "script-generation")))[0]?.n ?? 0,
    },
  };

  for (const [name, kind] of Object.entries(kinds)) {
    it(`${name}: the call past ${LIMIT} a minute gets 429 with Retry-After and creates nothing; another user is unaffected`, async () => {
      for (let i = 0; i < LIMIT; i++) expect((await kind.call(ada, setups.ada)).status).toBe(kind.ok);
      const before = await kind.created();
      const refused = await kind.call(ada, setups.ada);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(apiErrorSchema.parse(await refused.json()).error).toMatchObject({
        code: "RATE_LIMITED",
        message: "Too many requests. Please wait a moment and try again.",
      });
      expect(await kind.created()).toBe(before);
      // Counted per user, not per address or per server: bob still has his own allowance.
      expect((await kind.call(bob, setups.bob)).status).toBe(kind.ok);
    });
  }

  it("counts each kind apart: a user at the Test connection limit can still start a run", async () => {
    const fresh = await createMember(t, await createAdmin(t), { email: "cleo.rates@aesop.test" });
    const projectId = await createProject(fresh, "Apart");
    const targetId = await createMockTarget(fresh, projectId, mock);
    const scriptId = await importScript(fresh, projectId, evalScript());
    const setup = { projectId, targetId, scriptId };
    for (let i = 0; i < LIMIT; i++) await kinds["Test connection"].call(fresh, setup);
    expect((await kinds["Test connection"].call(fresh, setup)).status).toBe(429);
    expect((await kinds["run start"].call(fresh, setup)).status).toBe(202);
  });
});
