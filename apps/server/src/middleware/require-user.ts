import { createMiddleware } from "hono/factory";
import { AppError } from "../lib/errors";
import type { AppEnv, CurrentUser } from "../lib/create-app";

export function currentUserOf(c: { get(key: "currentUser"): CurrentUser | null }): CurrentUser {
  const user = c.get("currentUser");
  if (!user) throw new AppError(401, "UNAUTHENTICATED", "You must be signed in.");
  return user;
}

/** 401 for visitors. Runs after the session middleware. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  currentUserOf(c);
  await next();
});
