import { OpenAPIHono } from "@hono/zod-openapi";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { HTTPException } from "hono/http-exception";
import type { ZodError } from "zod";
import type { ApiError } from "@aesop/shared/contracts/errors";
import { isDatabaseUnavailable, isDataException } from "../db/errors";
import { AppError } from "./errors";
import type { Logger } from "./logger";

/**
 * Seconds a caller is asked to wait while the database is unreachable: a restart takes a few, and
 * queries work again the moment it is back.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The signed-in user as the API sees it (from better-auth's session). */
export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role: "user" | "admin";
  organization: string | null;
  emailVerified: boolean;
  createdAt: Date;
}

export interface AppVariables {
  requestId: string;
  /** Set by the session middleware: null for a visitor. */
  currentUser: CurrentUser | null;
  /** The API token the request was made with (docs/decisions/0025), null for session requests. */
  apiTokenId: string | null;
}
export interface AppEnv {
  Variables: AppVariables;
}

function issuesOf(error: ZodError) {
  return error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
}

const INVALID_INPUT_MESSAGE = "Some fields are missing or invalid.";

/**
 * The default hook's answer as an error to throw, for a route hook that answers some invalid
 * input in its own way and the rest like every other route.
 */
export function invalidInput(error: ZodError): AppError {
  return new AppError(400, "INVALID_INPUT", INVALID_INPUT_MESSAGE, issuesOf(error));
}

/** A router whose invalid input always answers 400 with the API's error shape, never 500. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const body: ApiError = {
          error: {
            code: "INVALID_INPUT",
            message: INVALID_INPUT_MESSAGE,
            issues: issuesOf(result.error),
            requestId: c.get("requestId"),
          },
        };
        return c.json(body, 400);
      }
      return undefined;
    },
  });
}

const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Toasts and Radix inject <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The app shell: request ids, access logs, security headers, one error handler. */
export function createApp(logger: Logger) {
  const app = createRouter();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // No logger child per request, and no work at all when the level leaves access lines out.
    if (!logger.isLevelEnabled("info")) return;
    logger.info(
      {
        reqId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy,
      referrerPolicy: "strict-origin-when-cross-origin",
      xContentTypeOptions: "nosniff",
      xFrameOptions: "DENY",
      crossOriginEmbedderPolicy: false,
      // Voice input records from this site only; no page needs the other powerful features.
      permissionsPolicy: {
        microphone: ["self"],
        clipboardWrite: ["self"],
        fullscreen: ["self"],
        camera: [],
        geolocation: [],
        payment: [],
        usb: [],
        serial: [],
        bluetooth: [],
        hid: [],
        midi: [],
        displayCapture: [],
        accelerometer: [],
        gyroscope: [],
        magnetometer: [],
        browsingTopics: [],
      },
    }),
  );

  app.onError((error, c) => {
    const reqId = c.get("requestId");
    if (error instanceof AppError) {
      const body: ApiError = {
        error: {
          code: error.code,
          message: error.message,
          issues: error.issues,
          requestId: reqId,
        },
      };
      return c.json(body, error.status);
    }
    if (error instanceof HTTPException) {
      // Hono raises these for malformed requests (bad JSON, oversized bodies): the caller's fault.
      const body: ApiError = {
        error: {
          code: "BAD_REQUEST",
          message: error.message || "Bad request",
          requestId: reqId,
        },
      };
      return c.json(body, error.status === 500 ? 400 : error.status);
    }
    if (isDataException(error)) {
      // Input that the database refuses is the caller's fault; the schemas should have caught it.
      logger.warn({ reqId, err: error }, "input refused by the database");
      const body: ApiError = {
        error: { code: "INVALID_INPUT", message: "Some of the text sent cannot be stored.", requestId: reqId },
      };
      return c.json(body, 400);
    }
    if (isDatabaseUnavailable(error)) {
      // Not a fault of this request nor of the code: the database is restarting or unreachable.
      logger.warn({ reqId, err: error }, "database unavailable");
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      const body: ApiError = {
        error: {
          code: "DATABASE_UNAVAILABLE",
          message:
            "The service is briefly unavailable: its database cannot be reached. Please try again in a few seconds.",
          requestId: reqId,
        },
      };
      return c.json(body, 503);
    }
    logger.error({ reqId, err: error }, "unhandled error");
    const body: ApiError = {
      error: {
        code: "INTERNAL",
        message: "Something went wrong on our side.",
        requestId: reqId,
      },
    };
    return c.json(body, 500);
  });

  return app;
}
