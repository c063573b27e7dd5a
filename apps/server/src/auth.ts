import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@aesop/shared/constants";
import type { Database } from "./db/client";
import { account, rateLimit, session, user, verification } from "./db/schema/index";
import type { Env } from "./env";
import type { AccessCache } from "./lib/access-cache";
import { CLIENT_ADDRESS_HEADER } from "./lib/client-address";
import type { JobQueue } from "./lib/jobs";
import type { Logger } from "./lib/logger";
import { forgetSignInFailures, keepOnlyResetToken, revokeResetTokens } from "./modules/credentials/credentials.service";
import { passwordProblem } from "./modules/credentials/password-policy";
import { queueEmail } from "./modules/email/email.service";
import { passwordResetEmail, verificationEmail } from "./modules/email/email.templates";

export interface AuthDeps {
  env: Env;
  db: Database;
  jobs: JobQueue;
  secret: string;
  logger: Logger;
  access: AccessCache;
}

/** Where the site is reached; without BASE_URL, localhost and 127.0.0.1 on PORT are both trusted. */
export function siteOrigins(env: Env): { baseURL: string; trustedOrigins: string[] } {
  if (env.BASE_URL) {
    const origin = new URL(env.BASE_URL).origin;
    return { baseURL: origin, trustedOrigins: [origin] };
  }
  const local = [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
  return {
    baseURL: local[0] ?? "",
    trustedOrigins: env.NODE_ENV === "development" ? [...local, "http://localhost:5173"] : local,
  };
}

/**
 * better-auth: e-mail + password, e-mail verification, password reset, database sessions in
 * HttpOnly SameSite=Lax cookies, rate limits kept in the database. Sign-up is only reachable
 * through an invitation (the HTTP route is closed in app.ts; invitations call auth.api).
 */
export function createAuth({ env, db, jobs, secret, logger, access }: AuthDeps) {
  const authLog = logger.child({ component: "auth" });
  const { baseURL, trustedOrigins } = siteOrigins(env);
  return betterAuth({
    appName: "AESOP",
    baseURL,
    basePath: "/api/auth",
    secret,
    trustedOrigins,
    telemetry: { enabled: false },
    // Into the JSON log (escaped, one line) rather than the console; its arguments (e-mails,
    // request details) are left out, only an error's type and message are kept.
    logger: {
      log: (level, message, ...args: unknown[]) => {
        const error = args.find((arg) => arg instanceof Error);
        authLog[level]({ err: error }, message);
      },
    },
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, rateLimit } }),
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
        organization: { type: "string", required: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Runs in the password-reset job (modules/credentials), never in the visitor's request.
      sendResetPassword: async ({ user: recipient, url, token }) => {
        await keepOnlyResetToken({ db }, recipient.id, token);
        await queueEmail({ db, jobs }, "password-reset", recipient.email, passwordResetEmail(recipient.name, url));
      },
      onPasswordReset: async ({ user: owner }) => {
        // The reset revoked every session of the user: no instance may keep trusting one.
        await access.forgetUser(owner.id);
        await revokeResetTokens({ db }, owner.id);
        await forgetSignInFailures({ db, secret }, owner.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: recipient, url }) => {
        await queueEmail({ db, jobs }, "email-verification", recipient.email, verificationEmail(recipient.name, url));
      },
    },
    hooks: {
      // One password policy wherever a password is set (invitation sign-up, reset, change), also
      // when an endpoint is called through auth.api rather than over HTTP.
      before: createAuthMiddleware((ctx) => {
        if (ctx.path === "/sign-up/email" || ctx.path === "/reset-password" || ctx.path === "/change-password") {
          const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown; email?: unknown };
          const password = ctx.path === "/sign-up/email" ? body.password : body.newPassword;
          const email = typeof body.email === "string" ? body.email : undefined;
          const problem = typeof password === "string" ? passwordProblem(password, { email }) : null;
          if (problem) return Promise.reject(APIError.from("BAD_REQUEST", { code: "WEAK_PASSWORD", message: problem }));
        }
        return Promise.resolve();
      }),
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // Whatever better-auth changes about a user or a session, the instances read again at once
    // (lib/access-cache.ts); our own changes (sign out everywhere, deletion) call forgetUser too.
    databaseHooks: {
      user: {
        update: { after: (changed) => access.forgetUser(changed.id) },
        delete: { after: (deleted) => access.forgetUser(deleted.id) },
      },
      session: { delete: { after: (revoked) => access.forgetUser(revoked.userId) } },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/request-password-reset": { window: 60, max: 5 },
        "/reset-password": { window: 60, max: 10 },
      },
    },
    advanced: {
      // Set by app.ts from the socket (or X-Forwarded-For with TRUST_PROXY), never by the client.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: baseURL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
