import { createHash, randomBytes } from "node:crypto";
import type { ApplicationReceived, Registration, ValidBetaApplication } from "@aesop/shared/contracts/registrations";
import { invitePath } from "@aesop/shared/routes";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import type { JobQueue } from "../../lib/jobs";
import { recordAudit, type Actor } from "../audit/audit.service";
import { addToOutbox, dispatchEmails } from "../email/email.service";
import { invitationEmail, rejectionEmail } from "../email/email.templates";
import {
  findRegistration,
  findRegistrationByTokenHash,
  insertRegistrationUnlessKnown,
  listRegistrationRows,
  updateRegistration,
  type RegistrationExecutor,
  type RegistrationRow,
} from "./registrations.queries";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function toRegistration(row: RegistrationRow): Registration {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    organization: row.organization,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    invitedAt: row.invitedAt?.toISOString() ?? null,
    invitationExpiresAt: row.invitationExpiresAt?.toISOString() ?? null,
  };
}

/**
 * A visitor's application. A repeated address (in any case) changes nothing and gets the same
 * answer, so the form cannot be used to find out who has applied.
 */
export async function applyForBeta(
  { db }: { db: Database },
  application: ValidBetaApplication,
): Promise<ApplicationReceived> {
  await insertRegistrationUnlessKnown(db, application);
  return { received: true };
}

export async function listRegistrations({ db }: { db: Database }): Promise<Registration[]> {
  return (await listRegistrationRows(db)).map(toRegistration);
}

interface Deps {
  db: Database;
  jobs: JobQueue;
  /** Public origin for the link in the e-mail. */
  baseUrl: string;
}

/**
 * Approve & Invite for a pending (or rejected) registration, Resend for an invited one: a fresh single-use
 * token (only its hash is stored) valid 7 days, mailed through the outbox.
 */
export async function inviteRegistration(deps: Deps, actor: Actor, id: string): Promise<Registration> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const { row, emailId } = await deps.db.transaction(async (tx) => {
    const current = await findRegistration(tx, id);
    if (!current) throw notFound("Registration not found");
    // A rejected applicant can still be invited: the admin changed their mind.
    if (current.status !== "pending" && current.status !== "invited" && current.status !== "rejected") {
      throw new AppError(409, "NOT_INVITABLE", "This applicant already has an account.");
    }
    const resend = current.status === "invited";
    const updated = await updateRegistration(tx, id, {
      status: "invited",
      invitationTokenHash: hashInvitationToken(token),
      invitationExpiresAt: expiresAt,
      invitedAt: now,
      invitedBy: actor.id,
    });
    await recordAudit(tx, actor, {
      action: resend ? "invitation.resent" : "invitation.sent",
      targetType: "registration",
      targetId: id,
      details: { email: current.email },
    });
    const url = new URL(invitePath(token), deps.baseUrl).toString();
    const emailId = await addToOutbox(
      tx,
      "invitation",
      current.email,
      invitationEmail(current.fullName, url, expiresAt),
    );
    return { row: updated, emailId };
  });
  await dispatchEmails(deps.jobs, [emailId]);
  return toRegistration(row);
}

/** Takes an unused invitation back: the link stops working and the row is pending again. */
export async function revokeInvitation({ db }: { db: Database }, actor: Actor, id: string): Promise<Registration> {
  const row = await db.transaction(async (tx) => {
    const current = await findRegistration(tx, id);
    if (!current) throw notFound("Registration not found");
    if (current.status !== "invited")
      throw new AppError(409, "NOT_INVITED", "Only a pending invitation can be revoked.");
    const updated = await updateRegistration(tx, id, {
      status: "pending",
      invitationTokenHash: null,
      invitationExpiresAt: null,
      invitedAt: null,
    });
    await recordAudit(tx, actor, { action: "invitation.revoked", targetType: "registration", targetId: id });
    return updated;
  });
  return toRegistration(row);
}

/**
 * Declines an application that has no account yet (pending, or invited with an unused link, which
 * stops working). The applicant is told by e-mail, with the admin's message when there is one.
 */
export async function rejectRegistration(
  deps: { db: Database; jobs: JobQueue },
  actor: Actor,
  id: string,
  { message }: { message?: string | undefined },
): Promise<Registration> {
  const { row, emailId } = await deps.db.transaction(async (tx) => {
    const current = await findRegistration(tx, id);
    if (!current) throw notFound("Registration not found");
    if (current.status === "rejected") {
      throw new AppError(409, "ALREADY_REJECTED", "This application has already been rejected.");
    }
    if (current.status !== "pending" && current.status !== "invited") {
      throw new AppError(409, "NOT_REJECTABLE", "This applicant already has an account.");
    }
    const updated = await updateRegistration(tx, id, {
      status: "rejected",
      invitationTokenHash: null,
      invitationExpiresAt: null,
    });
    await recordAudit(tx, actor, {
      action: "registration.rejected",
      targetType: "registration",
      targetId: id,
      details: { email: current.email, ...(message ? { message } : {}) },
    });
    const emailId = await addToOutbox(
      tx,
      "registration-rejected",
      current.email,
      rejectionEmail(current.fullName, message),
    );
    return { row: updated, emailId };
  });
  await dispatchEmails(deps.jobs, [emailId]);
  return toRegistration(row);
}

/** The registration behind a usable invitation token: invited, unexpired, unused. */
export async function findValidInvitation(db: Database, token: string): Promise<RegistrationRow> {
  const row =
    token.length > 0 && token.length <= 128
      ? await findRegistrationByTokenHash(db, hashInvitationToken(token))
      : undefined;
  if (!row || row.status !== "invited" || !row.invitationExpiresAt || row.invitationExpiresAt < new Date()) {
    throw new AppError(404, "INVALID_INVITATION", "This invitation link is invalid or has already been used.");
  }
  return row;
}

/** The invitation was used: the registration's user is known and the token can never be used again. */
export async function markInvitationUsed(
  db: RegistrationExecutor,
  registrationId: string,
  userId: string,
): Promise<void> {
  await updateRegistration(db, registrationId, { status: "email_sent", userId, invitationTokenHash: null });
}
