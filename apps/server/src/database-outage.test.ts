import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import type { RealtimeEvent } from "@aesop/shared/contracts/events";
import { healthResponseSchema } from "@aesop/shared/contracts/health";
import { reportListSchema, reportSchema } from "@aesop/shared/contracts/reports";
import type { DatabaseHandle } from "./db/client";
import { NOTIFY_CHANNEL } from "./lib/realtime";
import { acceptNdaOver, signInOver, startChildServer, startChildWorker } from "./testing/child-server";
import { startMockLlm } from "./testing/mock-llm/index";
import { sseReader } from "./testing/sse";
import { startTcpProxy, type TcpProxy } from "./testing/tcp-proxy";
import { createTestDatabase } from "./testing/test-database";

const ORIGIN = "http://aesop.test";
const ADMIN = { email: "admin@aesop.test", password: "admin-password-outage" };
const OUTAGE_MS = 3000;

/**
 * A PostgreSQL outage, injected on every run: a TCP proxy in this process stands between the
 * server processes (a web instance and an `npm run worker`) and PostgreSQL, and cuts every
 * connection for a few seconds. Only on a PostgreSQL server: the embedded database lives inside
 * its process and cannot go away alone.
 */
describe.runIf(process.env.AESOP_TEST_DB === "postgres")("a database outage", () => {
  let database: DatabaseHandle | undefined;
  let proxy: TcpProxy | undefined;
  afterAll(async () => {
    await proxy?.close();
    await database?.close();
  });

  it(
    "exits no process, answers 503 with Retry-After, recovers within a second, resyncs the open stream and finishes the running review",
    { timeout: 180_000 },
    async () => {
      database = await createTestDatabase();
      const direct = new URL(database.connectionString!);
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
      const proxied = new URL(direct);
      proxied.host = `${proxy.host}:${proxy.port}`;

      const mock = await startMockLlm();
      // The model answers after the outage, so the review is running across it.
      mock.setDefault({
        json: {
          dimensions: [
            { id: "purpose", status: "covered", summary: "Clear.", evidenceLines: [1], suggestedSentence: null },
          ],
          clarifyingQuestions: ["Who uses it?"],
        },
        delayMs: OUTAGE_MS + 1500,
      });
      const env = {
        DATABASE_URL: proxied.toString(),
        BASE_URL: ORIGIN,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LLM_PROVIDER: "openai-compatible",
        LLM_BASE_URL: mock.url,
        LLM_MODEL: "mock-model",
      };
      const web = await startChildServer({ ...env, WORKERS: "false" });
      const worker = await startChildWorker(env);
      try {
        const request = await signInOver(web.url, ADMIN, ORIGIN);
        await acceptNdaOver(web.url, request);
        const userId = ((await (await request(web.url, "/api/me")).json()) as { id: string }).id;
        const project = (await (await request(web.url, "/api/projects", { projectName: "Outage" })).json()) as {
          id: string;
        };
        const events = sseReader(await request(web.url, "/api/events"));

        const submitted = reportSchema.parse(
          await (
            await request(web.url, `/api/projects/${project.id}/instructions`, { instructions: "You are a tutor." })
          ).json(),
        );
        while (mock.requests.length === 0) await sleep(50);

        proxy.drop();
        const droppedAt = Date.now();
        // Published while this instance's LISTEN connection is down: it never reaches the stream.
        // (An event nothing else in this test sends: the project's own "projects.changed" may still
        // be on its way to the stream, which opened just after the project was created.)
        const missed = { type: "eval-run.changed", projectId: project.id, runId: "missed-during-outage", status: "done" };
        await database.pool.query("select pg_notify($1, $2)", [
          NOTIFY_CHANNEL,
          JSON.stringify({ userId, event: missed }),
        ]);

        const during = await request(web.url, "/api/projects");
        expect(during.status).toBe(503);
        expect(during.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(apiErrorSchema.parse(await during.json()).error).toMatchObject({ code: "DATABASE_UNAVAILABLE" });
        const health = await fetch(`${web.url}/api/health`);
        expect(health.status).toBe(503);
        expect(healthResponseSchema.parse(await health.json())).toMatchObject({ database: "down" });
        // A change refused while the database is away changes nothing.
        const refused = await request(web.url, "/api/projects", { projectName: "Not stored" });
        expect(refused.status).toBe(503);

        await sleep(Math.max(0, droppedAt + OUTAGE_MS - Date.now()));
        proxy.restore();
        const restoredAt = Date.now();
        let recoveredMs: number | undefined;
        while (recoveredMs === undefined && Date.now() - restoredAt < 10_000) {
          if ((await request(web.url, "/api/projects")).status === 200) recoveredMs = Date.now() - restoredAt;
          else await sleep(50);
        }
        expect(recoveredMs).toBeDefined();
        expect(recoveredMs).toBeLessThan(1000);

        // The stream stayed open, and once the listener is back it says what it may have missed.
        // (Before it: the review's own events, queued and running, sent before the outage.)
        const received: RealtimeEvent[] = [];
        while (received.at(-1)?.type !== "resync") received.push(await events.next(5000));
        expect(received.filter((event) => event.type === "eval-run.changed")).toEqual([]);
        const resyncedMs = Date.now() - restoredAt;
        expect(resyncedMs).toBeLessThan(2000);

        // The review that ran across the outage ends done, well within its time limit.
        let status: string | undefined;
        while (status !== "done" && Date.now() - restoredAt < 20_000) {
          const list = reportListSchema.parse(
            await (await request(web.url, `/api/projects/${project.id}/reports`)).json(),
          );
          status = list.reports.find((report) => report.id === submitted.id)?.status;
          if (status !== "done") await sleep(100);
        }
        expect(status).toBe("done");
        const projects = (await (await request(web.url, "/api/projects")).json()) as {
          projects: { projectName: string }[];
        };
        expect(projects.projects.map((p) => p.projectName)).toEqual(["Outage"]);

        // Neither process exited.
        expect(await Promise.race([web.exited, sleep(100, "running")])).toBe("running");
        expect(await Promise.race([worker.exited, sleep(100, "running")])).toBe("running");
        await events.close();
        console.info(
          `database outage: API back ${recoveredMs} ms, stream resynced ${resyncedMs} ms after the database`,
        );
      } finally {
        await worker.stop();
        await web.stop();
        await mock.stop();
      }
    },
  );
});
