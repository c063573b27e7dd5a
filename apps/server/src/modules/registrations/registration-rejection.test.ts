import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import { REJECTION_MESSAGE_MAX_LENGTH, registrationSchema } from "@aesop/shared/contracts/registrations";
import { auditLog, betaRegistrations, emailOutbox } from "../../db/schema/index";
import {
  createAdmin,
  createMember,
  latestMail,
  linkIn,
  pathOf,
  registrationIdOf,
  visitor,
  type Client,
} from "../../testing/accounts";
import { createTestApp, type TestApp } from "../../testing/test-app";

/** Reject with an optional message: admin only, audited, mailed through the outbox, once. */
describe("rejecting a beta application", () => {
  let t: TestApp;
  let admin: Client;
  let member: Client;

  const apply = async (email: string, fullName = "Grace Hopper") => {
    const response = await visitor(t).request("/api/registrations", { json: { fullName, email } });
    expect(response.status).toBe(202);
    return registrationIdOf(admin, email);
  };
  const reject = (client: Client, id: string, json: unknown = {}) =>
    client.request(`/api/admin/registrations/${id}/reject`, { json });
  const rowOf = async (id: string) =>
    (await t.ctx.db.select().from(betaRegistrations).where(eq(betaRegistrations.id, id)))[0];
  const mailsTo = async (email: string) =>
    t.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "registration-rejected")));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    member = await createMember(t, admin, { email: "member@example.org" });
  });
  afterAll(() => t.close());

  it("rejects a pending application with a message: status rejected, audited, the applicant e-mailed", async () => {
    const id = await apply("grace@example.org");
    const response = await reject(admin, id, {
      message: "  We are full this quarter; please apply again in spring.  ",
    });
    expect(response.status).toBe(200);
    const body = registrationSchema.parse(await response.json());
    expect(body).toMatchObject({ id, status: "rejected" });

    const mail = await latestMail(t, "grace@example.org", "registration-rejected");
    expect(mail.subject).toBe("Your application to the AESOP beta");
    expect(mail.textBody).toContain("Hello Grace Hopper,");
    expect(mail.textBody).toContain("We are full this quarter; please apply again in spring.");
    expect(mail.htmlBody).toContain("We are full this quarter");

    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, "registration.rejected"));
    expect(entry).toMatchObject({ targetType: "registration", targetId: id });
    expect(entry?.details).toEqual({
      email: "grace@example.org",
      message: "We are full this quarter; please apply again in spring.",
    });
  });

  it("rejects without a message (an empty body or a blank message): no note in the e-mail", async () => {
    const id = await apply("alan@example.org", "Alan Turing");
    const response = await reject(admin, id, { message: "   " });
    expect(response.status).toBe(200);
    const mail = await latestMail(t, "alan@example.org", "registration-rejected");
    expect(mail.textBody).not.toContain("A note from the AESOP team");
  });

  it("rejecting twice → 409 ALREADY_REJECTED, and no second e-mail", async () => {
    const id = await apply("twice@example.org");
    expect((await reject(admin, id)).status).toBe(200);
    const again = await reject(admin, id, { message: "Again" });
    expect(again.status).toBe(409);
    const error = apiErrorSchema.parse(await again.json()).error;
    expect(error.code).toBe("ALREADY_REJECTED");
    expect(error.message).toBe("This application has already been rejected.");
    expect(await mailsTo("twice@example.org")).toHaveLength(1);
  });

  it("rejecting an invitation in flight makes its link stop working", async () => {
    const id = await apply("invited@example.org");
    expect((await admin.request(`/api/admin/registrations/${id}/invite`, { method: "POST" })).status).toBe(200);
    const token = pathOf(linkIn((await latestMail(t, "invited@example.org", "invitation")).textBody))
      .split("/")
      .pop();
    expect((await reject(admin, id)).status).toBe(200);
    expect((await visitor(t).request(`/api/invitations/${token}`)).status).toBe(404);
    expect(await rowOf(id)).toMatchObject({ status: "rejected", invitationTokenHash: null, invitationExpiresAt: null });
  });

  it("an applicant who already has an account cannot be rejected → 409", async () => {
    const id = await registrationIdOf(admin, "member@example.org");
    const response = await reject(admin, id);
    expect(response.status).toBe(409);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe("NOT_REJECTABLE");
    expect((await rowOf(id))?.status).toBe("accepted");
  });

  it("a rejected applicant can still be invited (the admin changed their mind)", async () => {
    const id = await apply("second-thoughts@example.org");
    expect((await reject(admin, id)).status).toBe(200);
    expect((await admin.request(`/api/admin/registrations/${id}/invite`, { method: "POST" })).status).toBe(200);
    expect((await rowOf(id))?.status).toBe("invited");
  });

  it("a message over the limit, or of the wrong type → 400 naming the field; nothing changes", async () => {
    const id = await apply("long@example.org");
    for (const json of [
      { message: "x".repeat(REJECTION_MESSAGE_MAX_LENGTH + 1) },
      { message: 42 },
      { message: "a\u0000b" },
    ]) {
      const response = await reject(admin, id, json);
      expect(response.status).toBe(400);
      const error = apiErrorSchema.parse(await response.json()).error;
      expect(error.code).toBe("INVALID_INPUT");
      expect(error.issues?.map((issue) => issue.path)).toEqual(["message"]);
    }
    expect((await rowOf(id))?.status).toBe("pending");
    expect(await mailsTo("long@example.org")).toHaveLength(0);
    // Exactly at the limit is fine.
    expect((await reject(admin, id, { message: "y".repeat(REJECTION_MESSAGE_MAX_LENGTH) })).status).toBe(200);
  });

  it("unknown id → 404, a malformed id → 400, a member → 403, a visitor → 401; nothing changes", async () => {
    const id = await apply("guarded@example.org");
    const unknown = await reject(admin, "00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(apiErrorSchema.parse(await unknown.json()).error.message).toBe("Registration not found");
    expect((await reject(admin, "not-a-uuid")).status).toBe(400);
    expect((await reject(member, id)).status).toBe(403);
    expect((await reject(visitor(t), id)).status).toBe(401);
    expect((await rowOf(id))?.status).toBe("pending");
    expect(await mailsTo("guarded@example.org")).toHaveLength(0);
  });
});
