import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth";
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

/** Reads the session cookie through better-auth and sets `currentUser` (null for visitors). */
export function sessionMiddleware(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set("currentUser", result ? toCurrentUser(result.user) : null);
    await next();
  });
}
