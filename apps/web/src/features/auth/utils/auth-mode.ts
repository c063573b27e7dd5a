import { paths } from "@/config/paths";

/** The modes of /auth, chosen by the `mode` query parameter (spec section 2, Auth screen). */
export const AUTH_MODES = [
  "login",
  "invite-signup",
  "nda-acceptance",
  "reset-password",
  "forgot-password",
  "email-confirmation",
] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export const AUTH_MODE_TITLES: Record<AuthMode, string> = {
  login: "Welcome Back",
  "invite-signup": "Complete Registration",
  "nda-acceptance": "Beta Agreement",
  "reset-password": "Set New Password",
  "forgot-password": "Reset Password",
  "email-confirmation": "Check Your Email",
};

function isAuthMode(value: string): value is AuthMode {
  return (AUTH_MODES as readonly string[]).includes(value);
}

/** The mode named by the query parameter; login when it is missing or unknown. */
export function parseAuthMode(value: string | null | undefined): AuthMode {
  const mode = value?.trim().toLowerCase() ?? "";
  return isAuthMode(mode) ? mode : "login";
}

export interface AuthModeParams {
  /** Pre-fills the e-mail field (or names the address a link was sent to). */
  email?: string | null | undefined;
  /** Where login goes once signed in; only paths of this site are kept. */
  redirect?: string | null | undefined;
}

/**
 * The /auth URL of a mode. Login is the bare /auth (its default mode); `email` and `redirect`
 * are added when given.
 */
export function authModePath(mode: AuthMode, { email, redirect }: AuthModeParams = {}): string {
  const search = new URLSearchParams();
  if (mode !== "login") search.set("mode", mode);
  const address = email?.trim();
  if (address) search.set("email", address);
  if (redirect && safeRedirectPath(redirect, "") === redirect) search.set("redirect", redirect);
  const query = search.toString();
  return query ? `${paths.auth}?${query}` : paths.auth;
}

/**
 * Where to go after signing in: the `redirect` parameter when it is a path of this site, else
 * the dashboard (the builder's home). Protocol-relative (`//evil.example`) and backslash tricks are refused, so the
 * parameter cannot send the user to another origin.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string = paths.dashboard): string {
  if (!value) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if ([...value].some((char) => char === "\\" || char.charCodeAt(0) < 0x20)) return fallback;
  return value;
}

/** What the auth screens need to know of the session (the app layer reads it and passes it in). */
export type SessionState = "pending" | "signed-in" | "signed-out";
