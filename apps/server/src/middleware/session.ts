import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth";
import type { AccessCache } from "../lib/access-cache";
import type { AppEnv, CurrentUser } from "../lib/create-app";

function toCurrentUser(user: Record<string, unknown> & { id: string; email: string; name: string }): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role === "admin" ? "admin" : "user",
    organization: typeof user.organization === "string" ? user.organization : null,
    emailVerified: user.emailVerified === true,
    createdAt: user.createdAt instanceof Date ? user.createdAt : new Date(String(user.createdAt)),
  };
}

/**
 * The value of the one cookie called `name`; undefined when there is none, or more than one (then
 * which of them counts is better-auth's business, and nothing is taken from the cache).
 */
export function soleCookie(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  let found: string | undefined;
  for (const part of header.split(";")) {
    const pair = part.trim();
    if (pair.length > name.length && pair.startsWith(name) && pair[name.length] === "=") {
      if (found !== undefined) return undefined;
      found = pair.slice(name.length + 1);
    }
  }
  return found;
}

/** The signed value is "<token>.<signature>", URL-encoded: kept only for the token better-auth accepted. */
function carriesToken(cookie: string, token: string): boolean {
  try {
    return decodeURIComponent(cookie).startsWith(`${token}.`);
  } catch {
    return false;
  }
}

/**
 * Sets `currentUser` (null for visitors). better-auth checks the signed session cookie against the
 * database; the user it answers is then kept for the cookie's exact value in the access cache
 * (docs/decisions/0018), so that the same browser's next requests within the window cost no query.
 * Only a value better-auth accepted gets in, so a forged or altered cookie always reaches it.
 */
export function sessionMiddleware(auth: Auth, access: AccessCache) {
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);
  return createMiddleware<AppEnv>(async (c, next) => {
    // Already answered by the API token middleware.
    if (c.get("apiTokenId")) return next();
    const header = c.req.header("cookie");
    if (header === undefined) {
      c.set("currentUser", null);
      return next();
    }
    const cookie = soleCookie(header, await cookieName);
    const cached = cookie === undefined ? undefined : access.session(cookie);
    if (cached) {
      c.set("currentUser", cached);
      return next();
    }
    const generation = access.generation();
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) {
      c.set("currentUser", null);
      return next();
    }
    const user = toCurrentUser(result.user);
    if (cookie !== undefined && carriesToken(cookie, result.session.token)) {
      access.rememberSession(cookie, user, result.session.expiresAt, generation);
    }
    c.set("currentUser", user);
    return next();
  });
}
