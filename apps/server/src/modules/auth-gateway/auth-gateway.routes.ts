import { createRoute, z, type RouteConfig } from "@hono/zod-openapi";
import type { Context } from "hono";
import { INVALID_TEXT_MESSAGE, isValidText, stringsIn } from "@aesop/shared/contracts/text";
import type { ServerContext } from "../../context";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "../../lib/client-address";
import { createRouter, type AppEnv } from "../../lib/create-app";
import { AppError, notFound } from "../../lib/errors";
import { errorResponses, jsonBody, jsonContent } from "../../lib/openapi";
import { rateLimit } from "../../middleware/rate-limit";
import { claimSignIn, signInSucceeded } from "../credentials/credentials.service";
import { enqueuePasswordReset } from "../credentials/password-reset.jobs";

/**
 * better-auth's endpoints the product uses; every other one (update-user, change-email,
 * delete-user, …) would bypass the product's own validated endpoints and answers 404, and
 * get-session would hand the HttpOnly cookie's token to scripts (the app reads GET /api/me).
 */
const PASSED_THROUGH = [
  { method: "POST", path: /^\/sign-in\/email$/ },
  { method: "POST", path: /^\/sign-out$/ },
  { method: "POST", path: /^\/reset-password$/ },
  { method: "GET", path: /^\/reset-password\/[^/]+$/ },
  { method: "GET", path: /^\/verify-email$/ },
];

const RESET_ANSWER = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
};

/** Only a path of this site: a link in a mail must not lead elsewhere (and better-auth needs a URL). */
const sitePath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\\\s]*$/, "Must be a path of this site");

const resetRequestSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email("Invalid email address")),
  redirectTo: sitePath.optional(),
});

/** The mailed links' queries, checked before better-auth sees them. */
const linkQueries: { path: RegExp; schema: z.ZodType }[] = [
  {
    path: /^\/verify-email$/,
    schema: z.object({ token: z.string().min(1).max(2000), callbackURL: sitePath.optional() }),
  },
  { path: /^\/reset-password\/[^/]+$/, schema: z.object({ callbackURL: sitePath }) },
];

const okSchema = z.object({ status: z.boolean() }).passthrough();
const redirect = { 302: { description: "Redirect to the page of the link (with the token, or an error)" } };

/** What of better-auth is reachable, for the OpenAPI document (the handlers are better-auth's). */
const documented: RouteConfig[] = [
  {
    method: "post",
    path: "/sign-in/email",
    summary: "Sign in; the session is set in an HttpOnly cookie. 429 with Retry-After while the account waits",
    request: {
      body: jsonBody(z.object({ email: z.string(), password: z.string(), rememberMe: z.boolean().optional() })),
    },
    responses: {
      200: jsonContent(
        z.object({ user: z.object({ id: z.string(), email: z.string() }).passthrough() }).passthrough(),
        "Signed in",
      ),
      ...errorResponses(400, 401, 403, 429),
    },
  },
  {
    method: "post",
    path: "/sign-out",
    summary: "Sign out this browser (see POST /api/me/sign-out for every session)",
    responses: { 200: jsonContent(z.object({ success: z.boolean() }), "Signed out") },
  },
  {
    method: "post",
    path: "/request-password-reset",
    summary: "Mail a reset link: the same answer for any address; the work happens in a job",
    request: { body: jsonBody(resetRequestSchema) },
    responses: { 200: jsonContent(okSchema, "Requested"), ...errorResponses(400, 429) },
  },
  {
    method: "post",
    path: "/reset-password",
    summary: "Set a new password with the mailed token; revokes every session and reset token of the user",
    request: { body: jsonBody(z.object({ newPassword: z.string(), token: z.string() })) },
    responses: { 200: jsonContent(okSchema, "Reset"), ...errorResponses(400, 429) },
  },
  {
    method: "get",
    path: "/reset-password/{token}",
    summary: "The mailed reset link",
    request: { params: z.object({ token: z.string() }), query: z.object({ callbackURL: z.string() }) },
    responses: { ...redirect, ...errorResponses(400) },
  },
  {
    method: "get",
    path: "/verify-email",
    summary: "The mailed confirmation link",
    request: { query: z.object({ token: z.string(), callbackURL: z.string().optional() }) },
    responses: { ...redirect, 200: jsonContent(okSchema, "Confirmed"), ...errorResponses(400, 401) },
  },
  {
    method: "post",
    path: "/sign-up/email",
    summary: "Closed: accounts are created through invitations (403 INVITATION_REQUIRED)",
    responses: errorResponses(403),
  },
];

const invalidInput = (message: string, path = "") =>
  new AppError(400, "INVALID_INPUT", "Some fields are missing or invalid.", [{ path, message }]);

/** Bodies of better-auth's endpoints are checked here, as the product's zod schemas check its own. */
async function readCheckedBody(c: Context<AppEnv>): Promise<{ raw: string; json: Record<string, unknown> }> {
  const raw = await c.req.text();
  if (!raw) return { raw, json: {} };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError(400, "BAD_REQUEST", "The body must be JSON.");
  }
  if (!json || typeof json !== "object" || Array.isArray(json)) throw invalidInput("Expected a JSON object");
  for (const { path, text } of stringsIn(json)) {
    if (!isValidText(text)) throw invalidInput(INVALID_TEXT_MESSAGE, path);
  }
  return { raw, json: json as Record<string, unknown> };
}

function checkUrl(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname) + decodeURIComponent(url.search.replaceAll("+", " "));
  } catch {
    throw invalidInput("The address is not correctly encoded.");
  }
  if (!isValidText(decoded)) throw invalidInput("The address contains a character that is not allowed.");
  return url.pathname.replace(/^\/api\/auth/, "");
}

/** Sign-in answers carry the session in its HttpOnly cookie only, never in the body. */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response.json()) as Record<string, unknown>;
  delete body.token;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/** Mounted at /api/auth: what of better-auth the outside world reaches, and how. */
export function authGatewayRoutes(ctx: ServerContext) {
  const { env, auth } = ctx;
  const router = createRouter();
  for (const route of documented) router.openAPIRegistry.registerPath(createRoute({ tags: ["auth"], ...route }));

  const forward = (c: Context<AppEnv>, body?: string) => {
    // better-auth sees only the Request: tell it the client's address for its rate limits, in a
    // header that replaces anything the client sent.
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_ADDRESS_HEADER);
    const address = clientAddress(c, env.TRUST_PROXY);
    if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
    return auth.handler(new Request(c.req.url, { method: c.req.method, headers, body }));
  };

  // Accounts are created only through an invitation (POST /api/invitations/{token}/accept).
  router.post("/sign-up/*", () => {
    throw new AppError(403, "INVITATION_REQUIRED", "AESOP is invitation-only. Apply for beta access first.");
  });

  router.post(
    "/request-password-reset",
    rateLimit(
      ctx.database.pool,
      { name: "password-reset", points: 5, durationSeconds: 60 },
      { trustProxy: env.TRUST_PROXY },
    ),
    async (c) => {
      checkUrl(c);
      const parsed = resetRequestSchema.safeParse((await readCheckedBody(c)).json);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
        throw new AppError(400, "INVALID_INPUT", "Some fields are missing or invalid.", issues);
      }
      await enqueuePasswordReset(ctx.jobs, parsed.data);
      return c.json(RESET_ANSWER, 200);
    },
  );

  router.post("/sign-in/email", async (c) => {
    checkUrl(c);
    const { raw, json } = await readCheckedBody(c);
    if (typeof json.email !== "string" || typeof json.password !== "string") {
      throw invalidInput("Enter your e-mail and password.", typeof json.email === "string" ? "password" : "email");
    }
    const { secret } = await auth.$context;
    const claim = await claimSignIn({ db: ctx.db, secret }, json.email);
    if (!claim.allowed) {
      c.header("Retry-After", String(claim.retryAfterSeconds));
      throw new AppError(
        429,
        "TOO_MANY_ATTEMPTS",
        "Too many failed sign-ins for this account. Please wait a few minutes, or reset your password.",
      );
    }
    const response = await forward(c, raw);
    if (response.status !== 200) return response;
    await signInSucceeded(ctx, claim.accountKey);
    return withoutSessionToken(response);
  });

  router.on(["GET", "POST"], "/*", async (c) => {
    const path = checkUrl(c);
    if (!PASSED_THROUGH.some((entry) => entry.method === c.req.method && entry.path.test(path))) {
      throw notFound(`No API endpoint ${c.req.method} ${c.req.path}`);
    }
    const query = linkQueries.find((entry) => entry.path.test(path))?.schema.safeParse(c.req.query());
    if (query && !query.success) {
      const issues = query.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
      throw new AppError(400, "INVALID_INPUT", "This link is not valid.", issues);
    }
    return forward(c, c.req.method === "POST" ? (await readCheckedBody(c)).raw : undefined);
  });
  return router;
}
