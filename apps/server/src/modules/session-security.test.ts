import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "./account/account.service";
import { ORIGIN, signIn, visitor } from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/test-app";

async function signInResponse(t: TestApp, origin: string) {
  await ensureAdmin(t.ctx, "admin@aesop.test", "admin-password");
  return t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, "X-Forwarded-For": "10.1.1.1" },
    body: JSON.stringify({ email: "admin@aesop.test", password: "admin-password" }),
  });
}

describe("session cookies and request origins", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sets an HttpOnly, SameSite=Lax session cookie (not Secure on plain http)", async () => {
    const response = await signInResponse(t, ORIGIN);
    const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it("refuses sign-in from another site's page", async () => {
    const response = await signInResponse(t, "https://evil.example");
    expect(response.status).toBe(403);
  });

  it("refuses a cross-site form post without an Origin header", async () => {
    const response = await t.request("/api/registrations", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ fullName: "X", email: "x@example.org" }),
    });
    expect(response.status).toBe(403);
  });

  it("refuses a cross-site form post to the API", async () => {
    const response = await t.request("/api/registrations", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: "fullName=X&email=x%40example.org",
    });
    expect(response.status).toBe(403);
  });

  it("revokes the user's other sessions when the password is reset", async () => {
    const other = await signIn(t, "admin@aesop.test", "admin-password");
    expect((await other.request("/api/me")).status).toBe(200);
    const context = await t.ctx.auth.$context;
    const [user] = await t.ctx.db.query.user.findMany({ where: (u, { eq }) => eq(u.email, "admin@aesop.test") });
    const token = "test-reset-token-0123456789";
    await context.internalAdapter.createVerificationValue({
      identifier: `reset-password:${token}`,
      value: user?.id ?? "",
      expiresAt: new Date(Date.now() + 60_000),
    });
    const reset = await visitor(t).request("/api/auth/reset-password", {
      json: { newPassword: "brand-new-pass", token },
    });
    expect(reset.status).toBe(200);
    expect((await other.request("/api/me")).status).toBe(401);
  });
});

describe("with an https BASE_URL", () => {
  it("marks the session cookie Secure", async () => {
    const t = await createTestApp({ BASE_URL: "https://aesop.example" });
    try {
      const response = await signInResponse(t, "https://aesop.example");
      const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token"));
      expect(cookie).toMatch(/;\s*Secure/i);
    } finally {
      await t.close();
    }
  });
});
