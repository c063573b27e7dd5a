import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthResponseSchema } from "@aesop/shared/contracts/health";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { createTestApp, type TestApp } from "../../testing/test-app";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reports the database up, with the response contract", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    const body = healthResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ status: "ok", database: "up" });
    expect(body.databaseKind).toBe(process.env.AESOP_TEST_DB === "postgres" ? "server" : "embedded");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("sends security headers and a request id", async () => {
    const response = await t.request("/api/health");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await t.request("/api/does-not-exist", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(404);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.error.code).toBe("NOT_FOUND");
  });

  it("publishes an OpenAPI document listing the endpoints", async () => {
    const response = await t.request("/api/openapi.json");
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/site", "/api/user-guides/active"]),
    );
  });
});

describe("GET /api/health with the database down", () => {
  it("answers 503 and says the database is down", async () => {
    const t = await createTestApp();
    await t.close();
    const response = await t.request("/api/health");
    expect(response.status).toBe(503);
    expect(healthResponseSchema.parse(await response.json())).toMatchObject({ status: "degraded", database: "down" });
  });
});
