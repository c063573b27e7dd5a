import type { ApiError } from "@aesop/shared/contracts/errors";

/** A problem with one field of the request body, as the server's validation names it ("password"). */
export interface ApiIssue {
  path: string;
  message: string;
}

/** An API failure with the server's stable code and human message, and the field issues of bad input. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ApiIssue[] = [],
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

function isApiError(body: unknown): body is ApiError {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const { error } = body;
  return typeof error === "object" && error !== null && "code" in error && "message" in error;
}

/**
 * The one way the web app calls the API: same-origin with cookies, JSON in and out, failures as
 * ApiRequestError. Response types come from the shared contracts; the server's tests check its
 * responses against those schemas, so zod stays out of the first page's JavaScript.
 */
export async function apiRequest<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`/api${path}`, {
    ...init,
    credentials: "same-origin",
    headers: { Accept: "application/json", ...init?.headers },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiRequestErrorOf(response.status, body);
  return body as T;
}

function apiRequestErrorOf(status: number, body: unknown): ApiRequestError {
  if (isApiError(body))
    return new ApiRequestError(status, body.error.code, body.error.message, body.error.issues ?? []);
  return new ApiRequestError(status, "HTTP_ERROR", `Request failed with status ${status}`);
}

/**
 * For responses read by other means than apiRequest (streams): a failed response's JSON error as
 * an ApiRequestError, so that every refusal of the API reads the same.
 */
export async function apiRequestErrorFromResponse(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  return apiRequestErrorOf(response.status, body);
}
