import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createServerContext, type RunningContext } from "../context-factory";
import { openDatabase } from "../db/client";
import { user } from "../db/schema/index";
import { loadEnv } from "../env";
import { createLogger } from "../lib/logger";
import { acceptLatestNda, clientFor, createAdmin, createMember, signIn, type Client } from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/test-app";

/**
 * The access cache (docs/decisions/0018): a signed-in request costs its own query only, and what
 * AESOP changes (sign-out everywhere, account deletion, a password reset, an NDA published or
 * accepted) takes effect at once; what is changed in the database directly, within
 * ACCESS_CACHE_SECONDS.
 */

const WINDOW_SECONDS = 1;
let nextNda = 2;

async function publishNda(admin: Client): Promise<void> {
  const published = await admin.request("/api/admin/nda", {
    json: { text: `Version ${nextNda++} of the AESOP beta NDA. `.repeat(5), effectiveDate: "2026-12-01" },
  });
  expect(published.status).toBe(201);
}

/** Counts the statements this app sends, leaving out the job queue's own polling. */
function countQueries(t: TestApp) {
  const pool = t.ctx.database.pool;
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const texts: string[] = [];
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [first] = args;
    const text = typeof first === "string" ? first : ((first as { text?: string } | undefined)?.text ?? "");
    if (!text.includes("pgboss")) texts.push(text);
    return original(...args);
  };
  return {
    texts,
    stop: () => {
      (pool as unknown as { query: unknown }).query = original;
    },
  };
}

/**
 * What a request costs, counted with a long window: on a slow machine two requests a second apart
 * would otherwise meet an expired entry and count its re-read (CI of 1b1ceca did).
 */
describe("a signed-in request's cost", () => {
  let t: TestApp;
  let admin: Client;
  let member: Client;

  beforeAll(async () => {
    t = await createTestApp({ WORKERS: "false", ACCESS_CACHE_SECONDS: "300" });
    admin = await createAdmin(t);
    member = await createMember(t, admin, { email: "ada@aesop.test" });
  });
  afterAll(() => t.close());

  it("costs one query once its session is known: the list itself", async () => {
    expect((await member.request("/api/projects", { json: { projectName: "Tutor" } })).status).toBe(201);
    expect((await member.request("/api/projects")).status).toBe(200);
    const counted = countQueries(t);
    try {
      const response = await member.request("/api/projects");
      expect(response.status).toBe(200);
      expect(((await response.json()) as { projects: unknown[] }).projects).toHaveLength(1);
    } finally {
      counted.stop();
    }
    expect(counted.texts, counted.texts.join("\n---\n")).toHaveLength(1);
    expect(counted.texts[0]).toMatch(/from "projects"/);
  });

  it("never reads the NDA's text to check it", async () => {
    await publishNda(admin);
    await acceptLatestNda(admin);
    await acceptLatestNda(member);
    const counted = countQueries(t);
    try {
      expect((await member.request("/api/projects")).status).toBe(200);
    } finally {
      counted.stop();
    }
    expect(counted.texts.join("\n")).not.toMatch(/nda_text/);
  });
});

describe("a signed-in request", () => {
  let t: TestApp;
  let admin: Client;
  let member: Client;

  beforeAll(async () => {
    t = await createTestApp({ WORKERS: "false", ACCESS_CACHE_SECONDS: String(WINDOW_SECONDS) });
    admin = await createAdmin(t);
    member = await createMember(t, admin, { email: "ada@aesop.test" });
  });
  afterAll(() => t.close());

  it("is refused at once after the user signs out everywhere", async () => {
    const otherBrowser = await signIn(t, "ada@aesop.test", "member-password");
    expect((await otherBrowser.request("/api/projects")).status).toBe(200);
    expect((await member.request("/api/me/sign-out", { method: "POST" })).status).toBe(204);
    expect((await otherBrowser.request("/api/projects")).status).toBe(401);
    member = await signIn(t, "ada@aesop.test", "member-password");
  });

  it("needs the new NDA at once after an admin publishes one, and passes at once after accepting it", async () => {
    expect((await member.request("/api/projects")).status).toBe(200);
    await publishNda(admin);
    const refused = await member.request("/api/projects");
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("NDA_REQUIRED");
    await acceptLatestNda(member);
    expect((await member.request("/api/projects")).status).toBe(200);
    await acceptLatestNda(admin);
  });

  it("of an admin demoted in the database is refused the admin pages within the window", async () => {
    const second = await createMember(t, admin, { email: "grace@aesop.test" });
    const [row] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.email, "grace@aesop.test"));
    await t.ctx.db
      .update(user)
      .set({ role: "admin" })
      .where(eq(user.id, row?.id ?? ""));
    // Promoted with SQL too: the cached "user" role holds for the window, then the admin role shows.
    await new Promise((resolve) => setTimeout(resolve, WINDOW_SECONDS * 1000 + 100));
    expect((await second.request("/api/admin/outbox")).status).toBe(200);
    await t.ctx.db
      .update(user)
      .set({ role: "user" })
      .where(eq(user.id, row?.id ?? ""));
    await new Promise((resolve) => setTimeout(resolve, WINDOW_SECONDS * 1000 + 100));
    expect((await second.request("/api/admin/outbox")).status).toBe(403);
  });

  it("of a deleted account is refused at once, in every browser", async () => {
    const email = "linus@aesop.test";
    const leaving = await createMember(t, admin, { email });
    const otherBrowser = await signIn(t, email, "member-password");
    expect((await otherBrowser.request("/api/projects")).status).toBe(200);
    expect((await leaving.request("/api/me", { method: "DELETE", json: { confirmEmail: email } })).status).toBe(204);
    expect((await otherBrowser.request("/api/projects")).status).toBe(401);
    expect((await otherBrowser.request("/api/projects", { json: { projectName: "Ghost" } })).status).toBe(401);
  });

  it("with a cookie altered in its signature is refused, even while the real one is known", async () => {
    expect((await member.request("/api/projects")).status).toBe(200);
    const [name, value = ""] = member.cookie.split("=", 2);
    const forged = clientFor(t, `${name}=${value.slice(0, -6)}AAAAAA`);
    expect((await forged.request("/api/projects")).status).toBe(401);
    // Two session cookies: better-auth decides, nothing comes from the cache.
    const doubled = clientFor(t, `${member.cookie}; ${name}=${value.slice(0, -6)}AAAAAA`);
    expect([200, 401]).toContain((await doubled.request("/api/projects")).status);
  });
});

/**
 * Two instances on one PostgreSQL database: what one instance changes reaches the other's cache
 * through NOTIFY, without waiting for the window (set long here, so that only NOTIFY can explain it).
 */
describe.runIf(process.env.AESOP_TEST_DB === "postgres")("the access cache across two instances", () => {
  const SECRET_KEY = "a-secret-key-shared-by-both-instances-0123456789";
  let first: TestApp;
  let second: RunningContext;
  let secondApp: ReturnType<typeof buildApp>;
  let admin: Client;

  beforeAll(async () => {
    first = await createTestApp({ SECRET_KEY, WORKERS: "false", ACCESS_CACHE_SECONDS: "300" });
    admin = await createAdmin(first);
    const env = loadEnv({
      DATA_DIR: "memory://",
      LOG_LEVEL: "silent",
      BASE_URL: "http://aesop.test",
      TRUST_PROXY: "true",
      SECRET_KEY,
      ACCESS_CACHE_SECONDS: "300",
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
  });

  const onSecond = (client: Client) => (path: string) =>
    secondApp.request(path, { headers: { Cookie: client.cookie, Origin: "http://aesop.test" } });

  /** NOTIFY is asynchronous: the other instance hears it within milliseconds. */
  async function eventually(read: () => Promise<number>, status: number): Promise<number> {
    let last = await read();
    for (let attempt = 0; attempt < 40 && last !== status; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      last = await read();
    }
    return last;
  }

  it("refuses on B a session signed out everywhere on A", async () => {
    const member = await createMember(first, admin, { email: "ada@aesop.test" });
    const elsewhere = await signIn(first, "ada@aesop.test", "member-password");
    expect((await onSecond(elsewhere)("/api/projects")).status).toBe(200);
    expect((await member.request("/api/me/sign-out", { method: "POST" })).status).toBe(204);
    expect(await eventually(async () => (await onSecond(elsewhere)("/api/projects")).status, 401)).toBe(401);
  });

  it("needs on B the NDA that an admin published on A", async () => {
    const member = await createMember(first, admin, { email: "grace@aesop.test" });
    expect((await onSecond(member)("/api/projects")).status).toBe(200);
    await publishNda(admin);
    expect(await eventually(async () => (await onSecond(member)("/api/projects")).status, 403)).toBe(403);
    await acceptLatestNda(member);
    expect(await eventually(async () => (await onSecond(member)("/api/projects")).status, 200)).toBe(200);
  });
});
