import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, verification } from "../../db/schema/index";
import { createAdmin, visitor } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { PASSWORD_RESET_QUEUE } from "./password-reset.jobs";

describe("a reset request tells nobody whether an account exists", () => {
  let t: TestApp;
  beforeAll(async () => {
    // No workers: what the request itself does is all that happens.
    t = await createTestApp({ WORKERS: "false" });
    await createAdmin(t);
  });
  afterAll(() => t.close());

  const request = (email: string, redirectTo?: string) =>
    visitor(t).request("/api/auth/request-password-reset", { json: { email, redirectTo } });

  it("answers a known and an unknown address alike and only queues the work, for both", async () => {
    const known = await request("admin@aesop.test", "/auth?mode=reset-password");
    const unknown = await request("nobody@aesop.test", "/auth?mode=reset-password");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    // No token and no mail were written while the visitor waited: the job does that.
    expect(await t.ctx.db.select().from(verification).where(like(verification.identifier, "reset-password:%"))).toEqual(
      [],
    );
    expect((await t.ctx.db.select().from(emailOutbox)).filter((mail) => mail.kind === "password-reset")).toEqual([]);
    expect(await t.ctx.jobs.getQueueSize(PASSWORD_RESET_QUEUE)).toBe(2);
  });

  it("refuses a link target on another site, and bad input, with 400 and queues nothing", async () => {
    for (const [email, redirectTo] of [
      ["admin@aesop.test", "https://evil.example/steal"],
      ["admin@aesop.test", "//evil.example/steal"],
      ["not-an-address", undefined],
    ] as const) {
      expect((await request(email, redirectTo)).status, `${email} ${redirectTo}`).toBe(400);
    }
    expect(await t.ctx.jobs.getQueueSize(PASSWORD_RESET_QUEUE)).toBe(2);
  });
});
