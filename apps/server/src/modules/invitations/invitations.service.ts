import { APIError } from "better-auth/api";
import type { AcceptInvitation, Invitation } from "@aesop/shared/contracts/invitations";
import type { Auth } from "../../auth";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { keepApplicantName } from "../account/account.service";
import { recordAudit } from "../audit/audit.service";
import { findValidInvitation, markInvitationUsed } from "../registrations/registrations.service";
import { passwordProblem } from "../credentials/password-policy";

export async function getInvitation({ db }: { db: Database }, token: string): Promise<Invitation> {
  const row = await findValidInvitation(db, token);
  return { fullName: row.fullName, email: row.email, organization: row.organization };
}

/**
 * Creates the invitee's account through better-auth (which sends the confirmation e-mail that
 * leads to the NDA), stores full name and organization, and uses the invitation up.
 */
export async function acceptInvitation(
  deps: { db: Database; auth: Auth },
  token: string,
  input: AcceptInvitation,
  headers: Headers,
): Promise<{ email: string }> {
  const registration = await findValidInvitation(deps.db, token);
  const problem = passwordProblem(input.password, { email: registration.email });
  if (problem) throw new AppError(400, "WEAK_PASSWORD", problem, [{ path: "password", message: problem }]);
  // better-auth keeps e-mails in lower case; the NDA screen shows the address of the account.
  const callbackURL = `/auth?mode=nda-acceptance&email=${encodeURIComponent(registration.email.toLowerCase())}`;
  let userId: string;
  try {
    const result = await deps.auth.api.signUpEmail({
      body: {
        email: registration.email,
        password: input.password,
        name: registration.fullName,
        organization: registration.organization ?? undefined,
        callbackURL,
      },
      headers,
    });
    userId = result.user.id;
  } catch (error) {
    if (error instanceof APIError) {
      if (error.body?.code === "USER_ALREADY_EXISTS" || /already exists/i.test(error.message)) {
        throw new AppError(409, "ACCOUNT_EXISTS", "This email is already registered. Please try logging in instead.");
      }
      throw new AppError(400, "SIGNUP_FAILED", error.body?.message ?? error.message);
    }
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    await markInvitationUsed(tx, registration.id, userId);
    await keepApplicantName(tx, userId, registration.fullName);
    await recordAudit(
      tx,
      { id: userId, email: registration.email },
      {
        action: "invitation.accepted",
        targetType: "registration",
        targetId: registration.id,
      },
    );
  });
  return { email: registration.email };
}
