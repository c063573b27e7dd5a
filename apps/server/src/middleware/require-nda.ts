import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import type { AccessCache } from "../lib/access-cache";
import { AppError } from "../lib/errors";
import type { AppEnv } from "../lib/create-app";
import { getNdaGate } from "../modules/nda/nda.service";
import { currentUserOf } from "./require-user";

/** 403 NDA_REQUIRED until the user has accepted the latest NDA version (checked on the server). */
export function requireNda(deps: { db: Database; access: AccessCache }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = currentUserOf(c);
    const gate = await getNdaGate(deps, user.id);
    if (gate.needsAcceptance) {
      throw new AppError(403, "NDA_REQUIRED", "You must accept the latest NDA to use AESOP.");
    }
    await next();
  });
}
