import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestScriptContentInput } from "@aesop/shared/contracts/test-scripts";
import { evalRunResultsSchema, targetSchema } from "@aesop/shared/contracts/eval";
import { reportSchema } from "@aesop/shared/contracts/reports";
import type { DatabaseHandle } from "../../db/client";
import { acceptNdaOver, signInOver, startChildServer, startChildWorker } from "../../testing/child-server";
import { evalScript } from "../../testing/eval-fixture";
import { startCountingTarget } from "../../testing/silent-target";
import { createTestDatabase } from "../../testing/test-database";
import { createSharedRequestRate } from "./request-rate";

const ORIGIN = "http://aesop.test";
const ADMIN = { email: "admin@aesop.test", password: "admin-password-limits" };

function script(count: number): TestScriptContentInput {
  const base = evalScript({ adaptive: false });
  const [first] = base.scenarios;
  if (!first) throw new Error("the fixture has scenarios");
  return {
    ...base,
    scenarios: Array.from({ length: count }, (_, index) => ({
      ...first,
      id: `s${index + 1}`,
      openingMessage: `Question ${index + 1}`,
    })),
  };
}

/**
 * Issue 32: a target's limits held in PostgreSQL, so that N worker processes together keep to
 * what the builder set (decision 0054), not N times it.
 */
describe("a target's limits across processes", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("counts requests per minute across two processes' counters, and a take over the limit waits", async () => {
    // Two processes' counters: on a PostgreSQL server each on its own pool, as two processes are.
    const other = database.connectionString ? new pg.Pool({ connectionString: database.connectionString }) : null;
    try {
      const first = createSharedRequestRate(database.pool);
      const second = createSharedRequestRate(other ?? database.pool);
      const targetId = "3f0c9a52-8a53-4a2e-9d3b-0c1f5b1c2d3e";
      await first(targetId, 3);
      await second(targetId, 3);
      await first(targetId, 3);
      // The fourth of the minute, from either process, waits for the next minute.
      const abort = new AbortController();
      let taken = false;
      const fourth = second(targetId, 3, abort.signal).then(() => (taken = true));
      await sleep(1_000);
      expect(taken).toBe(false);
      abort.abort();
      await expect(fourth).rejects.toThrow();
      // Another target's minute is its own.
      await first("7d2b7f0e-1111-4c2b-8a1e-2f1e3d4c5b6a", 3);
    } finally {
      await other?.end();
    }
  });

  it.runIf(process.env.AESOP_TEST_DB === "postgres")(
    "keeps a target with concurrency 2 to 2 requests in flight across two worker processes",
    { timeout: 180_000 },
    async () => {
      const target = await startCountingTarget({ delayMs: 100 });
      const env = {
        DATABASE_URL: database.connectionString ?? "",
        BASE_URL: ORIGIN,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      };
      const web = await startChildServer({ ...env, WORKERS: "false" });
      const workers = await Promise.all([startChildWorker(env), startChildWorker(env)]);
      try {
        const request = await signInOver(web.url, ADMIN, ORIGIN);
        await acceptNdaOver(web.url, request);
        const project = (await (await request(web.url, "/api/projects", { projectName: "Limits" })).json()) as {
          id: string;
        };
        const base = `/api/projects/${project.id}`;
        const imported = await request(web.url, `${base}/test-scripts/import`, { text: JSON.stringify(script(80)) });
        const scriptReportId = reportSchema.parse(await imported.json()).id;
        const created = await request(web.url, `${base}/eval-targets`, {
          name: "Counted",
          config: { kind: "openai-compatible", baseUrl: target.url, model: "counted" },
          limits: { concurrency: 2, retries: 0 },
        });
        const targetId = targetSchema.parse(await created.json()).id;
        const started = (await (await request(web.url, `${base}/eval-runs`, { scriptReportId, targetId })).json()) as {
          id: string;
        };
        let results = evalRunResultsSchema.parse(
          await (await request(web.url, `${base}/eval-runs/${started.id}`)).json(),
        );
        const deadline = Date.now() + 60_000;
        while (results.run.status !== "completed" && Date.now() < deadline) {
          await sleep(200);
          results = evalRunResultsSchema.parse(
            await (await request(web.url, `${base}/eval-runs/${started.id}`)).json(),
          );
        }
        expect(results.run.progress).toMatchObject({ total: 80, done: 80, errored: 0 });
        expect(target.received).toBe(80);
        // Both slots were used, and never a third. (Before, each worker fetched up to 32 of the 80 jobs
        // and kept the target's 2 in its own memory: 4 in flight.)
        expect(target.peak).toBe(2);
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
        await web.stop();
        await target.stop();
      }
    },
  );
});
