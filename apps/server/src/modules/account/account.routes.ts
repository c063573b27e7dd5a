import { createRoute } from "@hono/zod-openapi";
import {
  changePasswordSchema,
  deleteAccountSchema,
  meSchema,
  updateProfileSchema,
  updateSettingsSchema,
} from "@aesop/shared/contracts/account";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { errorResponses, jsonBody, jsonContent } from "../../lib/openapi";
import { requireNda } from "../../middleware/require-nda";
import { rateLimit } from "../../middleware/rate-limit";
import { currentUserOf, requireUser } from "../../middleware/require-user";
import {
  changePassword,
  deleteAccount,
  getMe,
  signOutEverywhere,
  updateProfile,
  updateSettings,
} from "./account.service";

/** Mounted at /api/me. */
export function accountRoutes(ctx: ServerContext) {
  const withNda = [requireUser, requireNda(ctx)];

  const me = createRoute({
    method: "get",
    path: "/",
    tags: ["account"],
    summary: "The signed-in user (401 for visitors)",
    middleware: [requireUser],
    responses: { 200: jsonContent(meSchema, "The user"), ...errorResponses(401) },
  });
  const signOut = createRoute({
    method: "post",
    path: "/sign-out",
    tags: ["account"],
    summary: "Sign out everywhere: revokes every session of the user",
    responses: { 204: { description: "Signed out" } },
  });
  const profile = createRoute({
    method: "patch",
    path: "/profile",
    tags: ["account"],
    middleware: withNda,
    request: { body: jsonBody(updateProfileSchema) },
    responses: { 200: jsonContent(meSchema, "Updated"), ...errorResponses(400, 401, 403) },
  });
  const settings = createRoute({
    method: "patch",
    path: "/settings",
    tags: ["account"],
    middleware: withNda,
    request: { body: jsonBody(updateSettingsSchema) },
    responses: { 200: jsonContent(meSchema, "Updated"), ...errorResponses(400, 401, 403) },
  });
  const password = createRoute({
    method: "post",
    path: "/password",
    tags: ["account"],
    summary: "Change the password: the current one is checked; every other session ends, this one is renewed",
    // Securing one's account must not depend on the NDA. Each try checks a password: few per user.
    middleware: [
      requireUser,
      rateLimit(
        ctx.database.pool,
        { name: "password-change", points: 10, durationSeconds: 15 * 60 },
        { trustProxy: ctx.env.TRUST_PROXY, perUser: true },
      ),
    ],
    request: { body: jsonBody(changePasswordSchema) },
    responses: { 204: { description: "Changed" }, ...errorResponses(400, 401, 429) },
  });
  const remove = createRoute({
    method: "delete",
    path: "/",
    tags: ["account"],
    summary: "Delete the account and all its data (type the e-mail to confirm)",
    // Leaving must not depend on accepting the NDA first.
    middleware: [requireUser],
    request: { body: jsonBody(deleteAccountSchema) },
    responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 403) },
  });

  return createRouter()
    .openapi(me, async (c) => c.json(await getMe(ctx, currentUserOf(c)), 200))
    .openapi(signOut, async (c) => {
      const headers = await signOutEverywhere(ctx, c.get("currentUser"), c.req.raw.headers);
      for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
      return c.body(null, 204);
    })
    .openapi(profile, async (c) =>
      c.json(await updateProfile(ctx, currentUserOf(c), c.req.valid("json").displayName), 200),
    )
    .openapi(settings, async (c) => c.json(await updateSettings(ctx, currentUserOf(c), c.req.valid("json")), 200))
    .openapi(password, async (c) => {
      const headers = await changePassword(ctx, currentUserOf(c), c.req.valid("json"), c.req.raw.headers);
      for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
      return c.body(null, 204);
    })
    .openapi(remove, async (c) => {
      const headers = await deleteAccount(ctx, currentUserOf(c), c.req.valid("json").confirmEmail, c.req.raw.headers);
      for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
      return c.body(null, 204);
    });
}
