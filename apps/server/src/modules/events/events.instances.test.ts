import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createServerContext, type RunningContext } from "../../context-factory";
import { openDatabase } from "../../db/client";
import { loadEnv } from "../../env";
import { createLogger } from "../../lib/logger";
import { createAdmin, createMember, type Client } from "../../testing/accounts";
import { startChildServer } from "../../testing/child-server";
import { sseReader } from "../../testing/sse";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { createReport } from "../reports/reports.service";

/**
 * Two server instances on one PostgreSQL database, each with its own pool, job queue and LISTEN
 * connection: an event published through one reaches a stream held open by the other.
 */
describe.runIf(process.env.AESOP_TEST_DB === "postgres")("realtime across instances", () => {
  let first: TestApp;
  let second: RunningContext;
  let secondApp: ReturnType<typeof buildApp>;
  let member: Client;
  let memberId: string;
  let projectId: string;

  // Instances share sessions only with one SECRET_KEY, as the README says.
  const SECRET_KEY = "a-secret-key-shared-by-both-instances-0123456789";

  beforeAll(async () => {
    first = await createTestApp({ SECRET_KEY });
    const admin = await createAdmin(first);
    member = await createMember(first, admin, { email: "ada@aesop.test" });
    memberId = ((await (await member.request("/api/me")).json()) as { id: string }).id;
    projectId = (
      (await (await member.request("/api/projects", { json: { projectName: "Tutor" } })).json()) as { id: string }
    ).id;

    // The second instance opens its own connections to the very database of the first.
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
    second = await createServerContext(env, database, createLogger("silent"));
    secondApp = buildApp(second, { serveWeb: false });
  });
  afterAll(async () => {
    await second.stopJobs();
    await second.database.close();
    await first.close();
  });

  it("shares sessions: a user signed in on instance A is signed in on B", async () => {
    const me = await secondApp.request("/api/me", { headers: { Cookie: member.cookie } });
    expect(me.status).toBe(200);
  });

  it("delivers a report created on instance A to the stream held by instance B", async () => {
    const stream = await secondApp.request("/api/events", {
      headers: { Cookie: member.cookie, Origin: "http://aesop.test" },
    });
    expect(stream.status).toBe(200);
    const events = sseReader(stream);
    const report = await createReport(first.ctx, memberId, { projectId, agent: "interview", title: "Interview" });
    expect(await events.next()).toMatchObject({ type: "report.changed", reportId: report.id, projectId });
    await events.close();
  });

  it("delivers it to a stream held by another OS process on the same database", async () => {
    const child = await startChildServer({
      DATABASE_URL: first.ctx.database.connectionString ?? "",
      SECRET_KEY,
      BASE_URL: "http://aesop.test",
    });
    try {
      const stream = await fetch(`${child.url}/api/events`, { headers: { Cookie: member.cookie } });
      expect(stream.status).toBe(200);
      const events = sseReader(stream);
      const report = await createReport(first.ctx, memberId, { projectId, agent: "ideation", title: "Ideation" });
      expect(await events.next()).toMatchObject({ type: "report.changed", reportId: report.id, agent: "ideation" });
      await events.close();
    } finally {
      await child.stop();
    }
  }, 90_000);
});
