import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { clientFor, cookieFrom, createAdmin, createMember, signIn, visitor, type Client } from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/test-app";

const OLD = "member-password";
const NEW = "a brand new passphrase";

describe("POST /api/me/password: change the password while signed in", () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp({ WORKERS: "false" });
    admin = await createAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const change = (client: Client, currentPassword: string, newPassword: string) =>
    client.request("/api/me/password", { json: { currentPassword, newPassword } });
  const signInStatus = async (email: string, password: string) =>
    (await visitor(t).request("/api/auth/sign-in/email", { json: { email, password } })).status;

  it("refuses a wrong current password with a clear message, and changes nothing", async () => {
    const email = "wrong.current@aesop.test";
    const ada = await createMember(t, admin, { email, password: OLD });
    const refused = await change(ada, "not-my-password", NEW);
    expect(refused.status).toBe(400);
    expect(apiErrorSchema.parse(await refused.json()).error).toMatchObject({
      code: "WRONG_PASSWORD",
      issues: [{ path: "currentPassword", message: "Your current password is not correct." }],
    });
    expect((await ada.request("/api/me")).status).toBe(200);
    expect(await signInStatus(email, OLD)).toBe(200);
    expect(await signInStatus(email, NEW)).toBe(401);
  });

  it("holds the password policy on the server: repetitive, sequential, breached, too short, unchanged", async () => {
    const email = "weak.new@aesop.test";
    const ada = await createMember(t, admin, { email, password: OLD });
    for (const [weak, message] of [
      ["aaaaaaaaaaaa", /repeated or sequential|too common/],
      ["abcdefghijkl", /repeated or sequential/],
      ["abcabcabcabc", /repeated or sequential/],
      ["password123", /too common/],
      ["short", /at least 8/],
      [OLD, /same as the current/],
    ] as const) {
      const refused = await change(ada, OLD, weak);
      expect(refused.status, weak).toBe(400);
      const { error } = apiErrorSchema.parse(await refused.json());
      expect(error.issues?.find((issue) => issue.path === "newPassword")?.message, weak).toMatch(message);
    }
    expect(await signInStatus(email, OLD)).toBe(200);
    // better-auth's own endpoint stays closed, and called inside the server its hook holds the policy.
    expect(
      (await ada.request("/api/auth/change-password", { json: { currentPassword: OLD, newPassword: NEW } })).status,
    ).toBe(404);
    await expect(
      t.ctx.auth.api.changePassword({
        body: { currentPassword: OLD, newPassword: "1234567890" },
        headers: new Headers({ cookie: ada.cookie }),
      }),
    ).rejects.toThrow(/repeated or sequential|too common/);
    expect(await signInStatus(email, OLD)).toBe(200);
  });

  it("changes it: the old password no longer signs in, the new one does, other sessions end, this one goes on", async () => {
    const email = "changer@aesop.test";
    const here = await createMember(t, admin, { email, password: OLD });
    const elsewhere = await signIn(t, email, OLD);
    expect((await elsewhere.request("/api/me")).status).toBe(200);

    const changed = await change(here, OLD, NEW);
    expect(changed.status).toBe(204);
    const renewed = clientFor(t, cookieFrom(changed));
    expect((await renewed.request("/api/me")).status).toBe(200);
    expect((await elsewhere.request("/api/me")).status).toBe(401);
    expect((await here.request("/api/me")).status).toBe(401);
    expect(await signInStatus(email, OLD)).toBe(401);
    expect(await signInStatus(email, NEW)).toBe(200);
  });
});
