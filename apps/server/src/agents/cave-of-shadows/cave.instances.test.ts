import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RealtimeEvent } from "@aesop/shared/contracts/events";
import { buildApp } from "../../app";
import { createServerContext, type RunningContext } from "../../context-factory";
import { openDatabase } from "../../db/client";
import { loadEnv } from "../../env";
import { createLogger } from "../../lib/logger";
import { createAdmin, createMember, type Client } from "../../testing/accounts";
import { startMockLlm, type MockLlm } from "../../testing/mock-llm/index";
import { sseReader } from "../../testing/sse";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createMockTarget, createProject, evalScript, importScript } from "../../testing/eval-fixture";
import { livePath, startSession, waitForSession } from "../../testing/cave-fixture";

/**
 * Two instances on one PostgreSQL database: the dialogue runs in the first one's jobs, the page's
 * stream is held by the second (which runs no jobs). Every change and every streamed piece of the
 * reply reaches it through NOTIFY.
 */
describe.runIf(process.env.AESOP_TEST_DB === "postgres")("Cave events across instances", () => {
  const SECRET_KEY = "a-secret-key-shared-by-both-instances-0123456789";
  let first: TestApp;
  let second: RunningContext;
  let secondApp: ReturnType<typeof buildApp>;
  let mock: MockLlm;
  let ada: Client;

  beforeAll(async () => {
    mock = await startMockLlm();
    first = await createTestApp({ SECRET_KEY });
    const admin = await createAdmin(first);
    ada = await createMember(first, admin, { email: "ada@aesop.test" });
    const env = loadEnv({
      DATA_DIR: "memory://",
      LOG_LEVEL: "silent",
      BASE_URL: "http://aesop.test",
      TRUST_PROXY: "true",
      SECRET_KEY,
    });
    const database = await openDatabase({
      databaseUrl: first.ctx.database.connectionString,
      dataDir: "unused",
      poolSize: 4,
    });
    second = await createServerContext(env, database, createLogger("silent"), { workers: false });
    secondApp = buildApp(second, { serveWeb: false });
  });
  afterAll(async () => {
    await second.stopJobs();
    await second.database.close();
    await first.close();
    await mock.stop();
  });

  it("delivers a dialogue's changes and streamed pieces to a stream held by the other instance", async () => {
    const text = "I'm sorry, but I can't share a customer's details. Please call 999 in an emergency.";
    mock.setDefault({ text, chunkDelayMs: 30 });
    const projectId = await createProject(ada, "Bank assistant");
    const scriptId = await importScript(ada, projectId, evalScript());
    const targetId = await createMockTarget(ada, projectId, mock);

    const stream = await secondApp.request("/api/events", {
      headers: { Cookie: ada.cookie, Origin: "http://aesop.test" },
    });
    expect(stream.status).toBe(200);
    const events = sseReader(stream);
    const started = await startSession(ada, projectId, {
      targetId,
      dialogues: [{ source: "script", scriptReportId: scriptId, scenarioId: "asks-nicely" }],
    });
    const done = await waitForSession(ada, projectId, started.id);
    const reply = livePath(done.dialogues[0]!)[1]!;

    const received: RealtimeEvent[] = [];
    for (;;) {
      const event = await events.next(5_000).catch(() => null);
      if (!event) break;
      received.push(event);
    }
    await events.close();
    const cave = received.flatMap((event) => (event.type === "cave.changed" ? [event] : []));
    expect(cave.every((event) => event.sessionId === started.id && event.projectId === projectId)).toBe(true);
    const deltas = cave.filter((event) => event.turnId === reply.id && event.delta !== undefined);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((event) => event.delta).join("")).toBe(text);
    // The turns' own announcements (without delta) arrived as well.
    expect(cave.some((event) => event.turnId === reply.id && event.delta === undefined)).toBe(true);
    expect(received.some((event) => event.type === "report.changed" && event.reportId === done.reportId)).toBe(true);
  });
});
