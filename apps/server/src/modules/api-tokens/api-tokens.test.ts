import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiTokenListSchema, createdApiTokenSchema, type CreatedApiToken } from "@aesop/shared/contracts/api-tokens";
import { apiTokens } from "../../db/schema/index";
import { createAdmin, createMember, type Client } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { API_TOKEN_RATE } from "../../middleware/api-token";

describe("personal API tokens", () => {
  let t: TestApp;
  let admin: Client;
  let owner: Client;
  let other: Client;
  let ownProject: string;
  let othersProject: string;
  let nextAddress = 1;

  /** A CI's request: the token in the Authorization header, no cookie, no Origin. */
  const bearer = (
    token: string,
    path: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
  ) =>
    t.request(path, {
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      headers: {
        Authorization: `Bearer ${token}`,
        "X-Forwarded-For": `10.9.0.${nextAddress++ % 250}`,
        ...(init.json === undefined ? {} : { "Content-Type": "application/json" }),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });

  const createToken = async (client: Client, json: unknown = { name: "CI" }): Promise<CreatedApiToken> => {
    const response = await client.request("/api/account/api-tokens", { json });
    expect(response.status).toBe(201);
    return createdApiTokenSchema.parse(await response.json());
  };

  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string } }).error;

  const projectOf = async (client: Client, projectName: string) =>
    ((await (await client.request("/api/projects", { json: { projectName } })).json()) as { id: string }).id;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    owner = await createMember(t, admin, { email: "token.owner@example.org" });
    other = await createMember(t, admin, { email: "token.other@example.org" });
    ownProject = await projectOf(owner, "Owner's assistant");
    othersProject = await projectOf(other, "Other's assistant");
  });
  afterAll(() => t.close());

  it("shows the token once, lists it without the token, and stores only its SHA-256", async () => {
    const created = await createToken(owner, { name: "GitHub Actions", expiresInDays: 30 });
    expect(created.token).toMatch(/^aesop_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({
      name: "GitHub Actions",
      prefix: created.token.slice(0, 10),
      lastUsedAt: null,
    });
    const days = (Date.parse(created.apiToken.expiresAt ?? "") - Date.parse(created.apiToken.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);

    const listed = await owner.request("/api/account/api-tokens");
    expect(listed.status).toBe(200);
    const body = await listed.text();
    expect(body).not.toContain(created.token);
    expect(apiTokenListSchema.parse(JSON.parse(body)).tokens.map((token) => token.id)).toContain(created.apiToken.id);

    const [row] = await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, created.apiToken.id));
    expect(row?.tokenHash).toBe(createHash("sha256").update(created.token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(10));

    // Another user sees none of it.
    const others = apiTokenListSchema.parse(await (await other.request("/api/account/api-tokens")).json());
    expect(others.tokens).toEqual([]);
  });

  it("refuses a bad name or lifetime with 400 and creates nothing", async () => {
    const before = (await t.ctx.db.select().from(apiTokens)).length;
    for (const json of [
      { name: "" },
      { name: "x".repeat(81) },
      { name: "CI", expiresInDays: 0 },
      { name: "CI", expiresInDays: 366 },
      { name: "CI", expiresInDays: 1.5 },
    ]) {
      const response = await owner.request("/api/account/api-tokens", { json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await errorOf(response)).code).toBe("INVALID_INPUT");
    }
    expect((await t.ctx.db.select().from(apiTokens)).length).toBe(before);
    const never = await createToken(owner, { name: "Never expires", expiresInDays: null });
    expect(never.apiToken.expiresAt).toBeNull();
  });

  it("acts as its owner on /api/projects: the owner's projects only", async () => {
    const { token } = await createToken(owner);
    const list = await bearer(token, "/api/projects");
    expect(list.status).toBe(200);
    const ids = ((await list.json()) as { projects: { id: string }[] }).projects.map((project) => project.id);
    expect(ids).toContain(ownProject);
    expect(ids).not.toContain(othersProject);

    expect((await bearer(token, `/api/projects/${ownProject}`)).status).toBe(200);
    expect((await bearer(token, `/api/projects/${ownProject}/reports`)).status).toBe(200);
    expect((await bearer(token, `/api/projects/${othersProject}`)).status).toBe(404);
    expect((await bearer(token, `/api/projects/${othersProject}/reports`)).status).toBe(404);

    // The Eval Agent's routes hang under the project too.
    expect((await bearer(token, `/api/projects/${ownProject}/eval-targets`)).status).toBe(200);
    expect((await bearer(token, `/api/projects/${othersProject}/eval-targets`)).status).toBe(404);

    // State-changing requests without a cookie or an Origin (a CI) pass the origin checks.
    const created = await bearer(token, "/api/projects", { json: { projectName: "Made by CI" } });
    expect(created.status).toBe(201);
  });

  it("is refused everywhere but /api/projects, with a message that says so", async () => {
    const { token } = await createToken(owner);
    const adminToken = (await createToken(admin)).token;
    for (const [path, who] of [
      ["/api/me", token],
      ["/api/account/api-tokens", token],
      ["/api/nda/status", token],
      ["/api/events", token],
      ["/api/admin/registrations", adminToken],
      ["/api/admin/audit-log", adminToken],
    ] as const) {
      const response = await bearer(who, path);
      expect(response.status, path).toBe(403);
      const error = await errorOf(response);
      expect(error.code).toBe("TOKEN_NOT_ALLOWED");
      expect(error.message).toContain("/api/projects");
    }
    // A token cannot make tokens, nor revoke them.
    expect((await bearer(token, "/api/account/api-tokens", { json: { name: "Another" } })).status).toBe(403);
    const { apiToken } = await createToken(owner);
    expect((await bearer(token, `/api/account/api-tokens/${apiToken.id}`, { method: "DELETE" })).status).toBe(403);
    expect((await bearer(token, "/api/projects")).status).toBe(200);
  });

  it("refuses a request that sends a token and a session cookie, and one from another site", async () => {
    const { token } = await createToken(owner);
    const both = await owner.request("/api/projects", { headers: { Authorization: `Bearer ${token}` } });
    expect(both.status).toBe(400);
    expect((await errorOf(both)).code).toBe("AMBIGUOUS_CREDENTIALS");

    const foreign = await bearer(token, "/api/projects", {
      json: { projectName: "Forged" },
      headers: { Origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
  });

  it("answers 401 to a malformed, unknown, revoked or expired token", async () => {
    for (const header of [
      "Basic abc",
      "Bearer",
      "Bearer aesop_short",
      "Bearer ghp_0123456789012345678901234567890123456789012",
    ]) {
      const response = await t.request("/api/projects", { headers: { Authorization: header } });
      expect(response.status, header).toBe(401);
      expect((await errorOf(response)).code).toBe("INVALID_TOKEN");
    }
    const unknown = await bearer(`aesop_${"A".repeat(43)}`, "/api/projects");
    expect(unknown.status).toBe(401);
    expect((await errorOf(unknown)).message).toContain("not known");

    const revoked = await createToken(owner);
    expect((await bearer(revoked.token, "/api/projects")).status).toBe(200);
    expect((await owner.request(`/api/account/api-tokens/${revoked.apiToken.id}`, { method: "DELETE" })).status).toBe(
      204,
    );
    const afterRevoke = await bearer(revoked.token, "/api/projects");
    expect(afterRevoke.status).toBe(401);
    expect((await errorOf(afterRevoke)).message).toContain("revoked");
    const list = apiTokenListSchema.parse(await (await owner.request("/api/account/api-tokens")).json());
    expect(list.tokens.map((token) => token.id)).not.toContain(revoked.apiToken.id);
    // Revoking twice, or another user's token: not found.
    expect((await owner.request(`/api/account/api-tokens/${revoked.apiToken.id}`, { method: "DELETE" })).status).toBe(
      404,
    );
    const mine = await createToken(owner);
    expect((await other.request(`/api/account/api-tokens/${mine.apiToken.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await bearer(mine.token, "/api/projects")).status).toBe(200);
    expect((await owner.request("/api/account/api-tokens/not-a-uuid", { method: "DELETE" })).status).toBe(400);

    const expired = await createToken(owner, { name: "Short", expiresInDays: 1 });
    await t.ctx.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, expired.apiToken.id));
    const afterExpiry = await bearer(expired.token, "/api/projects");
    expect(afterExpiry.status).toBe(401);
    expect((await errorOf(afterExpiry)).message).toContain("expired");
  });

  it("records the last use at most once a minute", async () => {
    const { token, apiToken } = await createToken(owner);
    const lastUsed = async () =>
      (await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id)))[0]?.lastUsedAt ?? null;
    expect(await lastUsed()).toBeNull();
    await bearer(token, "/api/projects");
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await bearer(token, "/api/projects");
    expect(await lastUsed()).toEqual(first);

    await t.ctx.db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(apiTokens.id, apiToken.id));
    const stale = await lastUsed();
    await bearer(token, "/api/projects");
    expect((await lastUsed())!.getTime()).toBeGreaterThan(stale!.getTime());
  });

  it("counts bearer requests against a rate limit per user", async () => {
    const busy = await createMember(t, admin, { email: "token.busy@example.org" });
    const { token } = await createToken(busy);
    const statuses: number[] = [];
    for (let i = 0; i <= API_TOKEN_RATE.points; i++) statuses.push((await bearer(token, "/api/projects")).status);
    expect(statuses.slice(0, API_TOKEN_RATE.points).every((status) => status === 200)).toBe(true);
    const limited = await bearer(token, "/api/projects");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  }, 60_000);

  it("stops working after sign-out everywhere, and goes with a deleted account", async () => {
    const leaving = await createMember(t, admin, { email: "token.leaving@example.org" });
    const first = await createToken(leaving);
    expect((await bearer(first.token, "/api/projects")).status).toBe(200);
    expect((await leaving.request("/api/me/sign-out", { method: "POST" })).status).toBe(204);
    expect((await bearer(first.token, "/api/projects")).status).toBe(401);

    const again = await createMember(t, admin, { email: "token.deleted@example.org" });
    const second = await createToken(again);
    const userId = ((await (await again.request("/api/me")).json()) as { id: string }).id;
    expect(
      (await again.request("/api/me", { method: "DELETE", json: { confirmEmail: "token.deleted@example.org" } }))
        .status,
    ).toBe(204);
    expect((await bearer(second.token, "/api/projects")).status).toBe(401);
    expect(await t.ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, userId))).toEqual([]);
  });

  it("is documented: the token routes and the bearer scheme on /api/projects", async () => {
    const document = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
    };
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(Object.keys(document.paths["/api/account/api-tokens"] ?? {})).toEqual(
      expect.arrayContaining(["get", "post"]),
    );
    expect(Object.keys(document.paths["/api/account/api-tokens/{id}"] ?? {})).toContain("delete");
    expect(document.paths["/api/projects/{id}"]?.get?.security).toEqual([{ sessionCookie: [] }, { apiToken: [] }]);
    expect(document.paths["/api/me"]?.get?.security).toBeUndefined();
  });
});
