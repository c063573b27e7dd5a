import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { betaRegistrations } from "../../db/schema/index";
import { visitor } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/test-app";

describe("beta applications: bad input changes nothing", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const count = async () => (await t.ctx.db.select().from(betaRegistrations)).length;

  it.each([
    ["missing fields", {}, ["fullName", "email"]],
    ["blank name", { fullName: "   ", email: "a@b.org" }, ["fullName"]],
    ["invalid e-mail", { fullName: "A", email: "not-an-email" }, ["email"]],
    ["wrong types", { fullName: 42, email: ["a@b.org"], organization: false }, ["fullName", "email", "organization"]],
    ["overlong name", { fullName: "x".repeat(201), email: "a@b.org" }, ["fullName"]],
  ])("%s → 400 naming the fields", async (_label, body, fields) => {
    const response = await visitor(t).request("/api/registrations", { json: body });
    expect(response.status).toBe(400);
    const error = apiErrorSchema.parse(await response.json()).error;
    expect(error.code).toBe("INVALID_INPUT");
    expect(error.issues?.map((issue) => issue.path)).toEqual(fields);
    expect(await count()).toBe(0);
  });

  it("stores a blank or null organization as null", async () => {
    for (const [index, organization] of ["  ", null].entries()) {
      const response = await visitor(t).request("/api/registrations", {
        json: { fullName: "No Org", email: `no-org-${index}@example.org`, organization },
      });
      expect(response.status).toBe(202);
    }
    const rows = await t.ctx.db.select().from(betaRegistrations);
    expect(rows.map((row) => row.organization)).toEqual([null, null]);
    await t.ctx.db.delete(betaRegistrations);
  });

  it("malformed JSON → 400, not 500", async () => {
    const response = await t.request("/api/registrations", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.9.9.9" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await count()).toBe(0);
  });

  it("a huge body → 413 before it is read", async () => {
    const response = await visitor(t).request("/api/registrations", {
      json: { fullName: "A", email: "a@b.org", organization: "x".repeat(400_000) },
    });
    expect(response.status).toBe(413);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(await count()).toBe(0);
  });

  it("limits applications per client (counted in the database): the 6th in 10 minutes → 429", async () => {
    const client = visitor(t);
    for (let index = 0; index < 5; index++) {
      const response = await client.request("/api/registrations", {
        json: { fullName: `Applicant ${index}`, email: `applicant${index}@example.org` },
      });
      expect(response.status).toBe(202);
    }
    const limited = await client.request("/api/registrations", { json: { fullName: "Six", email: "six@example.org" } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await count()).toBe(5);
    // Another client is not affected.
    expect(
      (await visitor(t).request("/api/registrations", { json: { fullName: "B", email: "b@example.org" } })).status,
    ).toBe(202);
  });
});

describe("invitation tokens: guessing is limited", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers unknown tokens with 404, then 429 after 30 tries", async () => {
    const client = visitor(t);
    const statuses: number[] = [];
    for (let index = 0; index < 31; index++) {
      statuses.push((await client.request(`/api/invitations/guess-${index}`)).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
