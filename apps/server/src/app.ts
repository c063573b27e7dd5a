import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import type { MiddlewareHandler } from "hono";
import { USER_GUIDE_MAX_BYTES } from "@aesop/shared/contracts/admin";
import type { ApiError } from "@aesop/shared/contracts/errors";
import { INSTRUCTIONS_MAX_CHARS } from "@aesop/shared/contracts/reports";
import { TEST_SCRIPT_IMPORT_MAX_BYTES, TEST_SCRIPT_IMPORT_TOO_LARGE } from "@aesop/shared/contracts/test-scripts";
import { chatRoutes } from "./agents/chat-engine/chat.routes";
import { AGENT_REGISTRY, chatAgents, reportAgents } from "./agents/registry";
import { agentRoutes } from "./agents/runtime/agents.routes";
import { reportRetryRoutes } from "./agents/runtime/report-retry.routes";
import { webhookRoutes } from "./agents/runtime/webhooks/webhook.routes";
import { siteOrigins } from "./auth";
import type { ServerContext } from "./context";
import { createApp, type AppEnv } from "./lib/create-app";
import { AppError } from "./lib/errors";
import { SECURITY_SCHEMES, withTokenSecurity } from "./lib/openapi";
import { APP_VERSION } from "./lib/version";
import { DEFAULT_WEB_DIST_DIR, mountSpa } from "./lib/spa";
import { apiTokenMiddleware } from "./middleware/api-token";
import { sessionMiddleware } from "./middleware/session";
import { accountRoutes } from "./modules/account/account.routes";
import { apiTokenRoutes } from "./modules/api-tokens/api-tokens.routes";
import { authGatewayRoutes } from "./modules/auth-gateway/auth-gateway.routes";
import { adminRoutes } from "./modules/admin.routes";
import { eventRoutes } from "./modules/events/events.routes";
import { projectRoutes } from "./modules/projects/projects.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { invitationRoutes } from "./modules/invitations/invitations.routes";
import { ndaRoutes } from "./modules/nda/nda.routes";
import { publicRegistrationRoutes } from "./modules/registrations/registrations.routes";
import { siteRoutes } from "./modules/site/site.routes";
import { fileRoutes } from "./modules/user-guides/files.routes";
import { userGuideRoutes } from "./modules/user-guides/user-guides.routes";

const JSON_BODY_LIMIT = 256 * 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** 100,000 characters of instructions, up to 4 bytes each in UTF-8, in JSON. */
const INSTRUCTIONS_BODY_LIMIT = INSTRUCTIONS_MAX_CHARS * 4 + 64 * 1024;

/**
 * A 16 MB test script to import, as JSON text in a JSON body: its quotes and line breaks are
 * escaped, a fifth more room for them (a larger body is refused before it is read, with the
 * same words as a larger file).
 */
const IMPORT_BODY_LIMIT = TEST_SCRIPT_IMPORT_MAX_BYTES + TEST_SCRIPT_IMPORT_MAX_BYTES / 5;

/** 120 s of compressed speech (webm/opus ≈ 32 kbit/s) with a wide margin. */
const TRANSCRIPTION_BODY_LIMIT = 8 * 1024 * 1024;

const tooLarge = () => {
  throw new AppError(413, "PAYLOAD_TOO_LARGE", "The request is too large.");
};
const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
const guideLimit = bodyLimit({ maxSize: USER_GUIDE_MAX_BYTES + 64 * 1024, onError: tooLarge });
const instructionsLimit = bodyLimit({ maxSize: INSTRUCTIONS_BODY_LIMIT, onError: tooLarge });
const transcriptionLimit = bodyLimit({ maxSize: TRANSCRIPTION_BODY_LIMIT, onError: tooLarge });
/** An edited script saved whole as its next version: as large as a script that can be imported. */
const scriptVersionLimit = bodyLimit({ maxSize: IMPORT_BODY_LIMIT, onError: tooLarge });
const SCRIPT_VERSIONS_PATH = /^\/api\/test-scripts\/[^/]+\/versions$/;
const importLimit = bodyLimit({
  maxSize: IMPORT_BODY_LIMIT,
  onError: () => {
    throw new AppError(413, "PAYLOAD_TOO_LARGE", TEST_SCRIPT_IMPORT_TOO_LARGE);
  },
});

/** Bodies are capped before they are read: 256 KB for JSON, larger for the uploads that need it. */
const limitBodies: MiddlewareHandler<AppEnv> = (c, next) => {
  // No route reads the body of a GET or HEAD; asking hono's limiter would make the server build a
  // full web Request for every one of them just to find that out. Other methods are always
  // limited: a request built in-process (tests, app.request) has a body without a length header.
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  const limit =
    c.req.path === "/api/admin/user-guides"
      ? guideLimit
      : c.req.path.endsWith("/instructions") || c.req.path.startsWith("/api/webhooks/")
        ? instructionsLimit
        : c.req.path === "/api/transcriptions"
          ? transcriptionLimit
          : c.req.path.endsWith("/test-scripts/import")
            ? importLimit
            : SCRIPT_VERSIONS_PATH.test(c.req.path)
              ? scriptVersionLimit
              : jsonLimit;
  return limit(c, next);
};

export function buildApp(ctx: ServerContext, { serveWeb = true }: { serveWeb?: boolean } = {}) {
  const { env, database, logger, auth } = ctx;
  const app = createApp(logger);
  const api = app.basePath("/api");

  // Public and cheap first: these answer before the session is looked up.
  api.route("/", healthRoutes(database));
  api.route("/", siteRoutes({ contactEmail: env.CONTACT_EMAIL, professionalNetworkUrl: env.PROFESSIONAL_NETWORK_URL }));
  api.route("/", userGuideRoutes(database.db));
  api.route("/files", fileRoutes(ctx));

  api.use("*", limitBodies);
  // State-changing requests from another site are refused: any that names a foreign Origin, and
  // form-like posts without one (hono's csrf). Cross-site JSON needs CORS, which is off.
  const { trustedOrigins } = siteOrigins(env);
  api.use("*", async (c, next) => {
    const origin = c.req.header("origin");
    if (origin && !SAFE_METHODS.has(c.req.method) && !trustedOrigins.includes(origin)) {
      throw new AppError(403, "FORBIDDEN", "This request was refused: it did not come from this site.");
    }
    await next();
  });
  api.use("*", csrf({ origin: trustedOrigins }));

  // Signed by the external workflow, not by a session.
  api.route("/webhooks", webhookRoutes(ctx, new Map(reportAgents().map((agent) => [agent.id, agent.modes]))));

  // better-auth, behind the product's rules: only the endpoints the product uses, checked input.
  api.route("/auth", authGatewayRoutes(ctx));

  // Personal API tokens first (docs/decisions/0025): a bearer request skips the session lookup.
  api.use("*", apiTokenMiddleware({ db: ctx.db, auth, pool: database.pool, trustProxy: env.TRUST_PROXY }));
  api.use("*", sessionMiddleware(auth, ctx.access));
  api.route("/registrations", publicRegistrationRoutes(ctx));
  api.route("/invitations", invitationRoutes(ctx));
  api.route("/nda", ndaRoutes(ctx));
  api.route("/me", accountRoutes(ctx));
  api.route("/account", apiTokenRoutes(ctx));
  api.route("/admin", adminRoutes(ctx));
  api.route("/", chatRoutes(ctx, chatAgents()));
  for (const agent of AGENT_REGISTRY) if (agent.routes) api.route("/", agent.routes(ctx));
  api.route("/projects", projectRoutes(ctx));
  api.route(
    "/reports",
    reportRetryRoutes(
      ctx,
      reportAgents().map((agent) => agent.id),
    ),
  );
  api.route("/events", eventRoutes(ctx));
  api.route("/", agentRoutes(ctx));

  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) {
    api.openAPIRegistry.registerComponent("securitySchemes", name, scheme);
  }
  api.get("/openapi.json", (c) =>
    c.json(
      withTokenSecurity(
        api.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "AESOP API", version: APP_VERSION } }),
      ),
    ),
  );
  api.all("*", (c) => {
    const body: ApiError = {
      error: {
        code: "NOT_FOUND",
        message: `No API endpoint ${c.req.method} ${c.req.path}`,
        requestId: c.get("requestId"),
      },
    };
    return c.json(body, 404);
  });

  if (serveWeb) mountSpa(app, env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR, logger);
  return app;
}
