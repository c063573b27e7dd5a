import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An error the API shows to its caller as is: status, stable code, human message. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (message = "Not found") => new AppError(404, "NOT_FOUND", message);
