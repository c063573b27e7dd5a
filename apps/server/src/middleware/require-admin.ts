import { createMiddleware } from "hono/factory";
import { AppError } from "../lib/errors";
import type { AppEnv } from "../lib/create-app";
import { currentUserOf } from "./require-user";

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (currentUserOf(c).role !== "admin") throw new AppError(403, "FORBIDDEN", "Administrators only.");
  await next();
});
