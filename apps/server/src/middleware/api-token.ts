import { createMiddleware } from "hono/factory";
import { API_TOKEN_PREFIX } from "@aesop/shared/contracts/api-tokens";
import type { Auth } from "../auth";
import type { Database } from "../db/client";
import type { AppEnv } from "../lib/create-app";
import { AppError } from "../lib/errors";
import { authenticateApiToken } from "../modules/api-tokens/api-tokens.service";
import type pg from "pg";
import { rateLimit } from "./rate-limit";

/** Where a token may act: its owner's projects (and what hangs under them), nothing else. */
const TOKEN_PATHS = /^\/api\/projects(?:\/|$)/;

/** Bearer requests per user and minute: a CI following a run polls a few times a minute. */
export const API_TOKEN_RATE = { name: "api-token", points: 300, durationSeconds: 60 };

function hasCookie(header: string | undefined, name: string): boolean {
  return header !== undefined && header.split(";").some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * `Authorization: Bearer aesop_…` (docs/decisions/0025): the owner of the token becomes the current
 * user, on /api/projects/* only. Runs before the session middleware, which then leaves the request
 * alone. A bearer request carries no session cookie: a browser cannot add the header cross-site
 * (no CORS), so such a request is never a forgery, and one that also sends the cookie is refused
 * rather than guessing which of the two counts.
 */
export function apiTokenMiddleware(deps: { db: Database; auth: Auth; pool: pg.Pool; trustProxy: boolean }) {
  const cookieName = deps.auth.$context.then((context) => context.authCookies.sessionToken.name);
  const limit = rateLimit(deps.pool, API_TOKEN_RATE, { trustProxy: deps.trustProxy, perUser: true });
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set("apiTokenId", null);
    const authorization = c.req.header("authorization");
    if (authorization === undefined) return next();
    const match = /^Bearer +(\S+) *$/i.exec(authorization);
    if (!match?.[1]) {
      throw new AppError(
        401,
        "INVALID_TOKEN",
        `The Authorization header must be "Bearer ${API_TOKEN_PREFIX}…", with a personal API token.`,
      );
    }
    if (hasCookie(c.req.header("cookie"), await cookieName)) {
      throw new AppError(400, "AMBIGUOUS_CREDENTIALS", "Send either an API token or a session cookie, not both.");
    }
    if (!TOKEN_PATHS.test(c.req.path)) {
      throw new AppError(
        403,
        "TOKEN_NOT_ALLOWED",
        "API tokens work only on /api/projects/… endpoints. This endpoint needs you to be signed in on the website.",
      );
    }
    const user = await authenticateApiToken(deps, match[1]);
    const { tokenId, ...currentUser } = user;
    c.set("currentUser", currentUser);
    c.set("apiTokenId", tokenId);
    return limit(c, next);
  });
}

/** 403 for requests made with an API token: managing tokens (and the account) needs a session. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("apiTokenId")) {
    throw new AppError(403, "TOKEN_NOT_ALLOWED", "API tokens cannot manage API tokens. Sign in on the website.");
  }
  await next();
});
