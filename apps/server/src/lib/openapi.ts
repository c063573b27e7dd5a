import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import type { z } from "zod";

/** Response entries for createRoute: a JSON body of `schema`, and the API's error shape. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const errorResponses = (...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 429 | 502)[]) =>
  Object.fromEntries(statuses.map((status) => [status, jsonContent(apiErrorSchema, "Error")])) as Record<
    number,
    ReturnType<typeof jsonContent<typeof apiErrorSchema>>
  >;

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

/** What the document calls the two ways to authenticate (docs/decisions/0025). */
export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description:
      "The HttpOnly session cookie set by POST /api/auth/sign-in/email (the website); " +
      "`__Secure-better-auth.session_token` on an https site.",
  },
  apiToken: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "aesop_…",
    description:
      "A personal API token created on the profile page (POST /api/account/api-tokens), sent as " +
      "`Authorization: Bearer aesop_…`. It acts as its owner on /api/projects/… only (the owner's " +
      "projects, their reports and evaluation runs); anywhere else it is refused with 403.",
  },
} as const;

interface OpenApiDocument {
  paths?: object;
}

const OPERATIONS = new Set(["get", "put", "post", "delete", "patch", "head", "options"]);

/** Marks every operation under /api/projects as open to a session or an API token. */
export function withTokenSecurity<T extends OpenApiDocument>(document: T): T {
  for (const [path, item] of Object.entries(document.paths ?? {}) as [string, object][]) {
    if (!/^\/api\/projects(?:\/|$)/.test(path)) continue;
    for (const [method, operation] of Object.entries(item) as [string, unknown][]) {
      if (OPERATIONS.has(method) && operation && typeof operation === "object") {
        (operation as { security?: unknown }).security = [{ sessionCookie: [] }, { apiToken: [] }];
      }
    }
  }
  return document;
}
