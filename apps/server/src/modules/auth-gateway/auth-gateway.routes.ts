import { z } from "zod";
import type { Context } from "hono";
import { INVALID_TEXT_MESSAGE, isValidText, stringsIn } from "@aesop/shared/contracts/text";
import type { ServerContext } from "../../context";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "../../lib/client-address";
import { createRouter, type AppEnv } from "../../lib/create-app";
import { AppError, notFound } from "../../lib/errors";
import { rateLimit } from "../../middleware/rate-limit";
import { claimSignIn, signInSucceeded } from "../credentials/credentials.service";
import { enqueuePasswordReset } from "../credentials/password-reset.jobs";

/**
 * better-auth's endpoints the product uses; every other one (update-user, change-email,
 * delete-user, …) would bypass the product's own validated endpoints and answers 404.
 */
const PASSED_THROUGH = [
  { method: "POST", path: /^\/sign-in\/email$/ },
  { method: "POST", path: /^\/sign-out$/ },
  { method: "GET", path: /^\/get-session$/ },
  { method: "POST", path: /^\/reset-password$/ },
  { method: "GET", path: /^\/reset-password\/[^/]+$/ },
  { method: "GET", path: /^\/verify-email$/ },
];

const RESET_ANSWER = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
};

const resetRequestSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email("Invalid email address")),
  // Only a path of this site: the link in the mail must not lead elsewhere.
  redirectTo: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\\]*$/, "Must be a path of this site")
    .optional(),
});

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
    return forward(c, c.req.method === "POST" ? (await readCheckedBody(c)).raw : undefined);
  });
  return router;
}
