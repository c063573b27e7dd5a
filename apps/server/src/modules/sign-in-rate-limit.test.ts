import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, visitor } from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/test-app";

describe("sign-in rate limit (better-auth, counted in the database) is per client", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createAdmin(t);
  });
  afterAll(() => t.close());

  // A different account each time: this counts per client, not the per-account throttle.
  let account = 0;
  const attempt = (client: ReturnType<typeof visitor>, headers?: Record<string, string>) =>
    client.request("/api/auth/sign-in/email", {
      json: { email: `nobody-${account++}@aesop.test`, password: "wrong-password" },
      headers,
    });

  it("refuses the 11th attempt in a minute from one client, not another client's first", async () => {
    const attacker = visitor(t);
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) statuses.push((await attempt(attacker)).status);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await attempt(visitor(t))).status).toBe(401);
  });

  it("ignores a client address header sent by the client itself", async () => {
    const attacker = visitor(t);
    for (let index = 0; index < 10; index++) await attempt(attacker, { "x-aesop-client-address": `1.2.3.${index}` });
    expect((await attempt(attacker, { "x-aesop-client-address": "9.9.9.9" })).status).toBe(429);
  });
});
