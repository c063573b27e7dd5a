import {
  defaultDisplayName,
  SETTINGS_DEFAULTS,
  type ChangePassword,
  type Me,
  type Settings,
} from "@aesop/shared/contracts/account";
import type { Auth } from "../../auth";
import type { Database } from "../../db/client";
import type { AccessCache } from "../../lib/access-cache";
import { AppError } from "../../lib/errors";
import type { CurrentUser } from "../../lib/create-app";
import { revokeAllApiTokens } from "../api-tokens/api-tokens.service";
import { recordAudit } from "../audit/audit.service";
import { forgetSignInFailures, revokeResetTokens } from "../credentials/credentials.service";
import { passwordProblem } from "../credentials/password-policy";
import { getNdaGate } from "../nda/nda.service";
import {
  deleteSessionsOf,
  erasePersonalData,
  findProfile,
  findUserByEmail,
  mergeSettings,
  promoteToAdmin,
  saveDisplayName,
} from "./account.queries";

interface Deps {
  db: Database;
  access: AccessCache;
}

export async function getMe(deps: Deps, current: CurrentUser): Promise<Me> {
  const [profile, nda] = await Promise.all([findProfile(deps.db, current.id), getNdaGate(deps, current.id)]);
  return {
    id: current.id,
    email: current.email,
    fullName: current.name,
    organization: current.organization,
    role: current.role,
    emailVerified: current.emailVerified,
    createdAt: current.createdAt.toISOString(),
    displayName: profile?.displayName ?? defaultDisplayName(current.email),
    settings: { ...SETTINGS_DEFAULTS, ...profile?.settings },
    nda: {
      needsAcceptance: nda.needsAcceptance,
      acceptedVersion: nda.acceptedVersion,
      latestVersion: nda.latestVersion,
    },
  };
}

export async function updateProfile(deps: Deps, current: CurrentUser, displayName: string): Promise<Me> {
  await saveDisplayName(deps.db, current.id, displayName);
  return getMe(deps, current);
}

/**
 * The name an applicant gave in their access application becomes the new account's display name,
 * so the first dashboard greets them by it rather than by the e-mail's local part (which stays the
 * default for accounts made without an application, e.g. the admin from ADMIN_EMAIL).
 */
export async function keepApplicantName(db: Pick<Database, "insert">, userId: string, fullName: string): Promise<void> {
  const name = fullName.trim().slice(0, 100);
  if (name) await saveDisplayName(db, userId, name);
}

export async function updateSettings(deps: Deps, current: CurrentUser, changes: Partial<Settings>): Promise<Me> {
  await mergeSettings(deps.db, current.id, changes);
  return getMe(deps, current);
}

/**
 * Deletes the user after they typed their e-mail: sessions, accounts, profile, projects and NDA
 * history go by cascade; the beta registration, tokens, mails, jobs and counters that name them
 * are erased, and audit entries lose who they were (account.queries). Returns the headers that
 * clear the session cookie.
 */
export async function deleteAccount(
  deps: Deps & { auth: Auth },
  current: CurrentUser,
  confirmEmail: string,
  headers: Headers,
): Promise<Headers> {
  if (confirmEmail.trim().toLowerCase() !== current.email.toLowerCase()) {
    throw new AppError(400, "CONFIRMATION_MISMATCH", "The e-mail you typed does not match your account.");
  }
  const signOut = await deps.auth.api.signOut({ headers, asResponse: true });
  await deps.db.transaction(async (tx) => {
    await erasePersonalData(tx, { userId: current.id, email: current.email });
    await recordAudit(tx, null, { action: "account.deleted", targetType: "user" });
  });
  // The sessions went with the user (cascade): no instance may keep trusting one.
  await deps.access.forgetUser(current.id);
  const { secret } = await deps.auth.$context;
  await forgetSignInFailures({ db: deps.db, secret }, current.email);
  return signOut.headers;
}

/** Sign-out revokes every session and API token of the user, not only this browser's; returns cookie headers. */
export async function signOutEverywhere(deps: Deps & { auth: Auth }, current: CurrentUser | null, headers: Headers) {
  const signOut = await deps.auth.api.signOut({ headers, asResponse: true });
  if (current) {
    await deleteSessionsOf(deps.db, current.id);
    // Everywhere includes the CI holding one of the user's API tokens.
    await revokeAllApiTokens(deps, current.id);
    await deps.access.forgetUser(current.id);
  }
  return signOut.headers;
}

const newPasswordRefused = (message: string) =>
  new AppError(400, "INVALID_INPUT", "Some fields are missing or invalid.", [{ path: "newPassword", message }]);

/**
 * Changes the signed-in user's password after checking the current one (better-auth's
 * changePassword, through auth.api: its HTTP endpoint stays closed). Every session of the user
 * ends and this browser gets a new one; a reset link mailed earlier stops working. Returns the
 * headers that set the new session cookie. A wrong current password changes nothing.
 */
export async function changePassword(
  deps: Deps & { auth: Auth },
  current: CurrentUser,
  input: ChangePassword,
  headers: Headers,
): Promise<Headers> {
  const problem = passwordProblem(input.newPassword, { email: current.email });
  if (problem) throw newPasswordRefused(problem);
  if (input.newPassword === input.currentPassword) {
    throw newPasswordRefused("The new password is the same as the current one. Choose a different one.");
  }
  const response = await deps.auth.api.changePassword({
    body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
    headers,
    asResponse: true,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    if (body.code === "INVALID_PASSWORD") {
      throw new AppError(400, "WRONG_PASSWORD", "Your current password is not correct. Nothing was changed.", [
        { path: "currentPassword", message: "Your current password is not correct." },
      ]);
    }
    if (response.status === 401) throw new AppError(401, "UNAUTHORIZED", "Please sign in again.");
    throw new Error(`changePassword answered ${response.status} ${body.code ?? ""}`);
  }
  // The other sessions were deleted: no instance may keep trusting one.
  await deps.access.forgetUser(current.id);
  await revokeResetTokens(deps, current.id);
  return response.headers;
}

/** ADMIN_EMAIL / the CLI: promotes an existing user, or creates a verified admin account. */
export async function ensureAdmin(
  deps: Deps & { auth: Auth },
  email: string,
  password: string,
): Promise<"created" | "promoted"> {
  const existing = await findUserByEmail(deps.db, email);
  if (existing) {
    await promoteToAdmin(deps.db, existing.id);
    await deps.access.forgetUser(existing.id);
    await recordAudit(deps.db, null, { action: "admin.promoted", targetType: "user", targetId: existing.id });
    return "promoted";
  }
  const context = await deps.auth.$context;
  const created = await context.internalAdapter.createUser(
    {
      email: email.toLowerCase(),
      name: "Administrator",
      emailVerified: true,
      role: "admin",
    },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await context.password.hash(password),
  });
  await recordAudit(deps.db, null, { action: "admin.created", targetType: "user", targetId: created.id });
  return "created";
}
