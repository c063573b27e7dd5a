import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { apiRateLimits, emailOutbox, signInThrottle, user, verification } from "../db/schema/index";
import {
  acceptLatestNda,
  clientFor,
  cookieFrom,
  createAdmin,
  createMember,
  latestMail,
  linkIn,
  pathOf,
  visitor,
  waitForMail,
  type Client,
} from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/test-app";

/** The findings of issue 18's external probe, each as the probe saw it. */
describe("security findings of the external probe", () => {
  let t: TestApp;
  let admin: Client;
  let member: Client;
  let noNda: Client;
  const logLines: string[] = [];
  const memberEmail = "member@probe.test";
  const memberPassword = "member-password";

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: "debug" }, { logLines });
    admin = await createAdmin(t);
    member = await createMember(t, admin, { email: memberEmail, password: memberPassword });
    noNda = await createMember(t, admin, { email: "nonda@probe.test", acceptNda: false });
  });
  afterAll(() => t.close());

  const nameOf = async (email: string) =>
    (await t.ctx.db.select({ name: user.name, image: user.image }).from(user).where(eq(user.email, email)))[0];

  describe("3. better-auth's own account endpoints are closed", () => {
    it.each([
      ["a number", { name: 42 }],
      ["an object", { name: { first: "x" } }],
      ["an empty string", { name: "" }],
      ["200 KB", { name: "x".repeat(200_000) }],
      ["null", { name: null }],
      ["a javascript: image", { image: "javascript:alert(1)" }],
    ])("update-user with %s answers 404 and changes nothing", async (_label, json) => {
      const before = await nameOf(memberEmail);
      for (const client of [member, noNda]) {
        const response = await client.request("/api/auth/update-user", { json });
        expect(response.status).toBe(404);
        expect(apiErrorSchema.parse(await response.json()).error.code).toBe("NOT_FOUND");
      }
      expect(await nameOf(memberEmail)).toEqual(before);
    });

    it("closes the other account-changing endpoints the product does not use", async () => {
      for (const path of ["change-email", "change-password", "delete-user", "set-password", "revoke-sessions"]) {
        const response = await member.request(`/api/auth/${path}`, { json: {} });
        expect(response.status, path).toBe(404);
      }
      expect((await member.request("/api/auth/list-sessions")).status).toBe(404);
      // It would show the HttpOnly cookie's token to any script of the page.
      expect((await member.request("/api/auth/get-session")).status).toBe(404);
    });

    it("keeps the session cookie out of the sign-in response body", async () => {
      const response = await visitor(t).request("/api/auth/sign-in/email", {
        json: { email: memberEmail, password: memberPassword },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).not.toHaveProperty("token");
      const sessionToken = decodeURIComponent(/session_token=([^.;]+)/.exec(cookieFrom(response))?.[1] ?? "");
      expect(sessionToken.length).toBeGreaterThan(10);
      expect(JSON.stringify(body)).not.toContain(sessionToken);
    });
  });

  describe("4. a NUL byte is bad input, not a server error", () => {
    const NUL = "a\u0000b";
    it("answers 400 with a field message on every text endpoint, and logs no parameters", async () => {
      const project = (await (await member.request("/api/projects", { json: { projectName: "Probe" } })).json()) as {
        id: string;
      };
      const session = (await (
        await member.request(`/api/projects/${project.id}/agent-sessions`, { json: { agent: "ideation" } })
      ).json()) as { session: { id: string } };
      const cases: [Client, string, string, unknown, string | null][] = [
        [visitor(t), "POST", "/api/registrations", { fullName: NUL, email: "nul@probe.test" }, "fullName"],
        [
          visitor(t),
          "POST",
          "/api/registrations",
          { fullName: "N", email: "nul@probe.test", organization: NUL },
          "organization",
        ],
        [member, "POST", "/api/projects", { projectName: NUL }, "projectName"],
        [member, "PATCH", `/api/projects/${project.id}`, { projectName: NUL }, "projectName"],
        [
          member,
          "POST",
          `/api/projects/${project.id}/instructions`,
          { instructions: `You are ${NUL}` },
          "instructions",
        ],
        [member, "POST", `/api/agent-sessions/${session.session.id}/messages`, { text: NUL }, "text"],
        [member, "PATCH", "/api/me/profile", { displayName: NUL }, "displayName"],
        [member, "DELETE", "/api/me", { confirmEmail: `${memberEmail}\u0000` }, "confirmEmail"],
        [admin, "POST", "/api/admin/nda", { text: `${"x".repeat(60)}${NUL}`, effectiveDate: "2026-12-01" }, "text"],
        [visitor(t), "POST", "/api/invitations/some-token/accept", { password: `long-enough${NUL}` }, null],
        [
          visitor(t),
          "POST",
          "/api/auth/sign-in/email",
          { email: `${NUL}@probe.test`, password: "whatever-1" },
          "email",
        ],
        [visitor(t), "POST", "/api/auth/request-password-reset", { email: `x${NUL}@probe.test` }, "email"],
        [visitor(t), "POST", "/api/auth/reset-password", { newPassword: "long-enough-1", token: NUL }, "token"],
      ];
      for (const [client, method, path, json, field] of cases) {
        const response = await client.request(path, { method, json });
        const label = `${method} ${path} ${JSON.stringify(json).slice(0, 60)}`;
        // The invitation token is checked before the body: unknown → 404, still not a 500.
        expect([400, 404], label).toContain(response.status);
        const error = apiErrorSchema.parse(await response.json()).error;
        if (field)
          expect(
            error.issues?.map((issue) => issue.path),
            label,
          ).toContain(field);
      }
      const log = logLines.join("\n");
      expect(log).not.toMatch(/params:/);
      expect(log).not.toContain("nul@probe.test");
      expect(log).not.toContain("unhandled error");
    });
  });

  describe("5. one reset token at a time", () => {
    const requestReset = () =>
      visitor(t).request("/api/auth/request-password-reset", {
        json: { email: memberEmail, redirectTo: "/auth?mode=reset-password" },
      });
    const tokenOf = async (text: string) => {
      const landing = await visitor(t).request(pathOf(linkIn(text)));
      return new URL(landing.headers.get("location") ?? "", "http://x").searchParams.get("token") ?? "";
    };
    const resetTokens = async () =>
      t.ctx.db.select().from(verification).where(like(verification.identifier, "reset-password:%"));

    it("a newer token makes the older one useless", async () => {
      expect((await requestReset()).status).toBe(200);
      const first = await tokenOf((await waitForMail(t, memberEmail, "password-reset")).textBody);
      const firstMailId = (await latestMail(t, memberEmail, "password-reset")).id;
      expect((await requestReset()).status).toBe(200);
      const deadline = Date.now() + 10_000;
      while ((await latestMail(t, memberEmail, "password-reset")).id === firstMailId && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const second = await tokenOf((await latestMail(t, memberEmail, "password-reset")).textBody);
      expect(second).not.toBe(first);
      expect(await resetTokens()).toHaveLength(1);

      const withFirst = await visitor(t).request("/api/auth/reset-password", {
        json: { newPassword: "first-token-password", token: first },
      });
      expect(withFirst.status).toBe(400);
      const withSecond = await visitor(t).request("/api/auth/reset-password", {
        json: { newPassword: "second-token-password", token: second },
      });
      expect(withSecond.status).toBe(200);
    });

    it("using a token revokes any other token of the user", async () => {
      const [row] = await t.ctx.db.select().from(user).where(eq(user.email, memberEmail));
      const context = await t.ctx.auth.$context;
      for (const token of ["other-token-aaaaaaaaaaaa", "other-token-bbbbbbbbbbbb"]) {
        await context.internalAdapter.createVerificationValue({
          identifier: `reset-password:${token}`,
          value: row?.id ?? "",
          expiresAt: new Date(Date.now() + 60_000),
        });
      }
      const used = await visitor(t).request("/api/auth/reset-password", {
        json: { newPassword: "third-token-password", token: "other-token-aaaaaaaaaaaa" },
      });
      expect(used.status).toBe(200);
      expect(await resetTokens()).toHaveLength(0);
      member = await signInAgain(t, memberEmail, "third-token-password");
    });
  });

  describe("7. passwords and throttling", () => {
    it("refuses short, common and breached passwords when a password is set", async () => {
      const [row] = await t.ctx.db.select().from(user).where(eq(user.email, memberEmail));
      const context = await t.ctx.auth.$context;
      for (const [index, weak] of ["1234567", "password123", "iloveyou123", "Qwerty123"].entries()) {
        const token = `weak-token-${index}-aaaaaaaaaa`;
        await context.internalAdapter.createVerificationValue({
          identifier: `reset-password:${token}`,
          value: row?.id ?? "",
          expiresAt: new Date(Date.now() + 60_000),
        });
        const response = await visitor(t).request("/api/auth/reset-password", { json: { newPassword: weak, token } });
        expect(response.status, weak).toBe(400);
        expect(((await response.json()) as { message: string }).message, weak).toMatch(/at least 8|too common/);
      }
    });

    it("30 wrong passwords from 30 addresses hold the right one back; the wait ends and it works", async () => {
      const statuses: number[] = [];
      for (let index = 0; index < 30; index++) {
        const response = await visitor(t).request("/api/auth/sign-in/email", {
          json: { email: memberEmail, password: `wrong-guess-${index}` },
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
      const right = await visitor(t).request("/api/auth/sign-in/email", {
        json: { email: memberEmail, password: "third-token-password" },
      });
      expect(right.status).toBe(429);
      expect(apiErrorSchema.parse(await right.json()).error.code).toBe("TOO_MANY_ATTEMPTS");
      expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);

      // The delay is over (as if its time had passed): the owner signs in and the count is cleared.
      await t.ctx.db.update(signInThrottle).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      member = await signInAgain(t, memberEmail, "third-token-password");
      expect(await t.ctx.db.select().from(signInThrottle)).toHaveLength(0);
    });

    it("lets at most the free attempts through when they arrive at once", async () => {
      const email = "concurrent@probe.test";
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          visitor(t).request("/api/auth/sign-in/email", { json: { email, password: `parallel-guess-${index}` } }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
      await t.ctx.db.delete(signInThrottle);
    });
  });

  describe("8. smaller findings", () => {
    it("NDA acceptance mails one copy, records nothing twice and is rate-limited", async () => {
      const mails = async () =>
        (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, memberEmail))).filter(
          (mail) => mail.kind === "nda-copy",
        ).length;
      const before = await mails();
      const status = (await (await member.request("/api/nda/status")).json()) as {
        latest: { version: number; textSha256: string };
      };
      const accept = () =>
        member.request("/api/nda/accept", {
          json: { version: status.latest.version, textSha256: status.latest.textSha256 },
        });
      // The member's own acceptance at sign-up counted too; start from a clean counter.
      await t.ctx.db.delete(apiRateLimits).where(like(apiRateLimits.key, "nda-acceptance:%"));
      const statuses: number[] = [];
      for (let index = 0; index < 6; index++) statuses.push((await accept()).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(await mails()).toBe(before);
    });

    it("sends a Permissions-Policy header on API answers", async () => {
      const policy = (await visitor(t).request("/api/health")).headers.get("permissions-policy") ?? "";
      expect(policy).toContain("microphone=(self)");
      expect(policy).toContain("camera=()");
    });

    it("writes CR/LF from input into the log only escaped, one JSON line per entry", async () => {
      await visitor(t).request("/api/no-such%0d%0ainjected", { method: "GET" });
      await visitor(t).request("/api/auth/sign-in/email", {
        json: { email: "someone\r\n@probe.test", password: "x\r\ninjected-line" },
      });
      for (const line of logLines.join("").split("\n").filter(Boolean)) {
        expect(() => JSON.parse(line) as unknown, line.slice(0, 120)).not.toThrow();
      }
    });

    it("lets a user who has not accepted the NDA delete their account", async () => {
      const response = await noNda.request("/api/me", { method: "DELETE", json: { confirmEmail: "nonda@probe.test" } });
      expect(response.status).toBe(204);
      expect(await nameOf("nonda@probe.test")).toBeUndefined();
    });
  });

  it("still lets the member use the product after all this", async () => {
    await acceptLatestNda(member).catch(() => undefined);
    expect((await member.request("/api/me")).status).toBe(200);
  });
});

async function signInAgain(t: TestApp, email: string, password: string): Promise<Client> {
  const response = await visitor(t).request("/api/auth/sign-in/email", { json: { email, password } });
  expect(response.status).toBe(200);
  return clientFor(t, cookieFrom(response));
}
