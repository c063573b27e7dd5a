import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meSchema } from "@aesop/shared/contracts/account";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { invitationSchema } from "@aesop/shared/contracts/invitations";
import { ndaStatusSchema } from "@aesop/shared/contracts/nda";
import { registrationListSchema } from "@aesop/shared/contracts/registrations";
import { betaRegistrations, ndaAcceptances, user } from "../db/schema/index";
import {
  acceptLatestNda,
  clientFor,
  cookieFrom,
  createAdmin,
  latestMail,
  linkIn,
  registrationIdOf,
  waitForMail,
  pathOf,
  signIn,
  visitor,
  type Client,
} from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/test-app";

const email = "Ada.Lovelace@Example.org";
const lower = email.toLowerCase();
const password = "analytical-engine";

/**
 * The closed-beta access path end to end, through the HTTP API on a real database: application,
 * invitation, account, e-mail confirmation, NDA, profile, re-acceptance, sign-out everywhere,
 * password reset and account deletion.
 */
describe("closed-beta access path", () => {
  let t: TestApp;
  let admin: Client;
  let member: Client;
  let registrationId: string;
  let invitationToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  it("takes an application; a duplicate e-mail in another case changes nothing and gets the same answer", async () => {
    const applied = await visitor(t).request("/api/registrations", {
      json: { fullName: "Ada Lovelace", email, organization: "  " },
    });
    expect(applied.status).toBe(202);
    registrationId = await registrationIdOf(admin, email);

    const duplicate = await visitor(t).request("/api/registrations", { json: { fullName: "Ada L", email: lower } });
    expect(duplicate.status).toBe(applied.status);
    expect(await duplicate.json()).toEqual(await applied.json());

    const rows = await t.ctx.db.select().from(betaRegistrations).where(eq(betaRegistrations.id, registrationId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: "Ada Lovelace", organization: null, status: "pending" });
  });

  it("lets the admin approve & invite: a single-use link, stored hashed, valid 7 days, mailed via the outbox", async () => {
    const response = await admin.request(`/api/admin/registrations/${registrationId}/invite`, { method: "POST" });
    expect(response.status).toBe(200);
    const mail = await latestMail(t, email, "invitation");
    const link = linkIn(mail.textBody);
    expect(link).toMatch(/^http:\/\/aesop\.test\/invite\/[\w-]{40,}$/);
    invitationToken = link.split("/").pop() ?? "";

    const [row] = await t.ctx.db.select().from(betaRegistrations).where(eq(betaRegistrations.id, registrationId));
    expect(row?.status).toBe("invited");
    expect(row?.invitationTokenHash).not.toContain(invitationToken);
    const days = ((row?.invitationExpiresAt?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const list = registrationListSchema.parse(await (await admin.request("/api/admin/registrations")).json());
    expect(list.registrations.find((r) => r.id === registrationId)?.status).toBe("invited");
  });

  it("greets the invitee and creates the account, refusing short passwords and replays", async () => {
    const invitation = await visitor(t).request(`/api/invitations/${invitationToken}`);
    expect(invitationSchema.parse(await invitation.json())).toEqual({
      fullName: "Ada Lovelace",
      email,
      organization: null,
    });
    expect((await visitor(t).request("/api/invitations/not-a-real-token")).status).toBe(404);

    const short = await visitor(t).request(`/api/invitations/${invitationToken}/accept`, {
      json: { password: "12345" },
    });
    expect(short.status).toBe(400);
    expect(await t.ctx.db.select().from(user).where(eq(user.email, lower))).toHaveLength(0);

    const created = await visitor(t).request(`/api/invitations/${invitationToken}/accept`, { json: { password } });
    expect(created.status).toBe(201);
    const [row] = await t.ctx.db.select().from(betaRegistrations).where(eq(betaRegistrations.id, registrationId));
    expect(row?.status).toBe("email_sent");

    const replay = await visitor(t).request(`/api/invitations/${invitationToken}/accept`, { json: { password } });
    expect(replay.status).toBe(404);
    expect(apiErrorSchema.parse(await replay.json()).error.code).toBe("INVALID_INVITATION");
  });

  it("refuses sign-in before the e-mail is confirmed, and offers no open sign-up", async () => {
    const early = await visitor(t).request("/api/auth/sign-in/email", { json: { email: lower, password } });
    expect(early.status).toBe(403);
    const signUp = await visitor(t).request("/api/auth/sign-up/email", {
      json: { email: "intruder@example.org", password: "whatever-123", name: "X" },
    });
    expect(signUp.status).toBe(403);
  });

  it("confirms the e-mail through the link, which signs in and leads to the NDA screen", async () => {
    const link = linkIn((await latestMail(t, lower, "email-verification")).textBody);
    const response = await visitor(t).request(pathOf(link));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/auth?mode=nda-acceptance&email=${encodeURIComponent(lower)}`);
    member = clientFor(t, cookieFrom(response));

    const me = meSchema.parse(await (await member.request("/api/me")).json());
    expect(me).toMatchObject({ email: lower, fullName: "Ada Lovelace", role: "user" });
    // The applicant's name is kept as the display name: the first dashboard greets "Ada Lovelace", not "ada.lovelace".
    expect(me.displayName).toBe("Ada Lovelace");
    expect(me.nda.needsAcceptance).toBe(true);
  });

  it("refuses protected endpoints with NDA_REQUIRED until the NDA is accepted", async () => {
    const refused = await member.request("/api/me/profile", { method: "PATCH", json: { displayName: "Ada" } });
    expect(refused.status).toBe(403);
    expect(apiErrorSchema.parse(await refused.json()).error.code).toBe("NDA_REQUIRED");
  });

  it("records the acceptance of exactly the text shown, mails a copy and marks the registration accepted", async () => {
    const status = ndaStatusSchema.parse(await (await member.request("/api/nda/status")).json());
    expect(status.latest).toMatchObject({ version: 1, isTemplate: true });
    const wrong = await member.request("/api/nda/accept", { json: { version: 1, textSha256: "0".repeat(64) } });
    expect(wrong.status).toBe(409);

    await acceptLatestNda(member);
    const [acceptance] = await t.ctx.db
      .select()
      .from(ndaAcceptances)
      .innerJoin(user, eq(user.id, ndaAcceptances.userId))
      .where(eq(user.email, lower));
    expect(acceptance?.nda_acceptances).toMatchObject({ version: 1, textSha256: status.latest.textSha256 });
    expect((await latestMail(t, lower, "nda-copy")).subject).toContain("version 1");
    const [row] = await t.ctx.db.select().from(betaRegistrations).where(eq(betaRegistrations.id, registrationId));
    expect(row?.status).toBe("accepted");

    const updated = await member.request("/api/me/profile", { method: "PATCH", json: { displayName: "Countess" } });
    expect(meSchema.parse(await updated.json()).displayName).toBe("Countess");
  });

  it("keeps settings with the spec's defaults, merging changes", async () => {
    const me = meSchema.parse(await (await member.request("/api/me")).json());
    // Dark Mode is unset (null) until chosen: the theme follows each device's setting until then.
    expect(me.settings).toEqual({ pushNotifications: true, emailUpdates: false, darkMode: null, autoSave: true });
    await member.request("/api/me/settings", { method: "PATCH", json: { darkMode: false } });
    const after = await member.request("/api/me/settings", { method: "PATCH", json: { emailUpdates: true } });
    expect(meSchema.parse(await after.json()).settings).toEqual({
      pushNotifications: true,
      emailUpdates: true,
      darkMode: false,
      autoSave: true,
    });
    const bad = await member.request("/api/me/settings", { method: "PATCH", json: { darkMode: "yes" } });
    expect(bad.status).toBe(400);
  });

  it("makes everyone accept again when an admin publishes a new NDA version", async () => {
    const published = await admin.request("/api/admin/nda", {
      json: { text: "Version two of the AESOP beta NDA. ".repeat(5), effectiveDate: "2026-12-01" },
    });
    expect(published.status).toBe(201);
    const me = meSchema.parse(await (await member.request("/api/me")).json());
    expect(me.nda).toEqual({ needsAcceptance: true, acceptedVersion: 1, latestVersion: 2 });
    expect((await member.request("/api/me/profile", { method: "PATCH", json: { displayName: "A" } })).status).toBe(403);
    await acceptLatestNda(member);
    await acceptLatestNda(admin);
  });

  it("signs out everywhere: every session of the user is revoked", async () => {
    const second = await signIn(t, lower, password);
    expect((await second.request("/api/me")).status).toBe(200);
    const out = await member.request("/api/me/sign-out", { method: "POST" });
    expect(out.status).toBe(204);
    expect((await member.request("/api/me")).status).toBe(401);
    expect((await second.request("/api/me")).status).toBe(401);
  });

  it("resets a forgotten password through the mailed link, without telling who has an account", async () => {
    const unknown = await visitor(t).request("/api/auth/request-password-reset", {
      json: { email: "nobody@example.org", redirectTo: "/auth?mode=reset-password" },
    });
    const known = await visitor(t).request("/api/auth/request-password-reset", {
      json: { email: lower, redirectTo: "/auth?mode=reset-password" },
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());

    const link = linkIn((await waitForMail(t, lower, "password-reset")).textBody);
    const landing = await visitor(t).request(pathOf(link));
    expect(landing.status).toBe(302);
    const redirect = new URL(landing.headers.get("location") ?? "", "http://aesop.test");
    expect(redirect.pathname).toBe("/auth");
    expect(redirect.searchParams.get("mode")).toBe("reset-password");
    const token = redirect.searchParams.get("token") ?? "";

    const reset = await visitor(t).request("/api/auth/reset-password", {
      json: { newPassword: "new-secret-1", token },
    });
    expect(reset.status).toBe(200);
    await expect(signIn(t, lower, password)).rejects.toThrow();
    member = await signIn(t, lower, "new-secret-1");
  });

  it("deletes the account and all its data only after the e-mail is typed", async () => {
    const wrong = await member.request("/api/me", { method: "DELETE", json: { confirmEmail: "someone@else.org" } });
    expect(wrong.status).toBe(400);
    expect(apiErrorSchema.parse(await wrong.json()).error.code).toBe("CONFIRMATION_MISMATCH");

    const deleted = await member.request("/api/me", { method: "DELETE", json: { confirmEmail: email } });
    expect(deleted.status).toBe(204);
    expect(await t.ctx.db.select().from(user).where(eq(user.email, lower))).toHaveLength(0);
    expect(
      await t.ctx.db.select().from(betaRegistrations).where(eq(betaRegistrations.id, registrationId)),
    ).toHaveLength(0);
    expect((await member.request("/api/me")).status).toBe(401);
    await expect(signIn(t, lower, "new-secret-1")).rejects.toThrow();
  });

  it("keeps an audit log of admin actions", async () => {
    const log = (await (await admin.request("/api/admin/audit-log")).json()) as { entries: { action: string }[] };
    const actions = log.entries.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "invitation.sent",
        "invitation.accepted",
        "nda.accepted",
        "nda.published",
        "account.deleted",
      ]),
    );
  });
});
