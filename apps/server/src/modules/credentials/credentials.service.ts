import { createHmac } from "node:crypto";
import type { Database } from "../../db/client";
import {
  claimSignInAttempt,
  clearSignInFailures,
  deleteResetTokens,
  secondsUntilNextAttempt,
  type ThrottleRule,
} from "./credentials.queries";

/**
 * Per account, beside the per-address limits: 5 attempts, then a wait of 30 s that doubles with
 * each further failure up to 15 min. The owner is never locked out for good: the wait ends, a
 * successful sign-in or a password reset clears the count, and a day without failures forgets it.
 */
export const SIGN_IN_THROTTLE: ThrottleRule = {
  freeAttempts: 5,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

interface Deps {
  db: Database;
  /** The server's secret key: the throttle's keys are HMACs of the e-mail, not the e-mail. */
  secret: string;
}

export const accountKeyOf = (secret: string, email: string) =>
  createHmac("sha256", secret).update(`sign-in:${email.trim().toLowerCase()}`).digest("hex");

export type SignInClaim = { allowed: true; accountKey: string } | { allowed: false; retryAfterSeconds: number };

/** Counts a sign-in attempt for the e-mail given (known or not, so the answer reveals nothing). */
export async function claimSignIn(deps: Deps, email: string): Promise<SignInClaim> {
  const accountKey = accountKeyOf(deps.secret, email);
  const failures = await claimSignInAttempt(deps.db, accountKey, SIGN_IN_THROTTLE);
  if (failures !== null) return { allowed: true, accountKey };
  return { allowed: false, retryAfterSeconds: Math.max(1, await secondsUntilNextAttempt(deps.db, accountKey)) };
}

export async function signInSucceeded({ db }: { db: Database }, accountKey: string): Promise<void> {
  await clearSignInFailures(db, accountKey);
}

/** A password reset proves the owner: their account's failed sign-ins no longer delay them. */
export async function forgetSignInFailures(deps: Deps, email: string): Promise<void> {
  await clearSignInFailures(deps.db, accountKeyOf(deps.secret, email));
}

/** Issuing a reset token makes the user's earlier ones useless. */
export async function keepOnlyResetToken({ db }: { db: Database }, userId: string, token: string): Promise<void> {
  await deleteResetTokens(db, userId, token);
}

/** After a reset (or account deletion) no reset token of the user is left. */
export async function revokeResetTokens({ db }: { db: Database }, userId: string): Promise<void> {
  await deleteResetTokens(db, userId);
}
