import createClient from "openapi-fetch";
import type { ApiError } from "@aesop/shared/contracts/errors";
import type { paths } from "./api/schema";

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

/**
 * openapi-fetch builds a Request, which needs an absolute URL (hence a placeholder origin that is
 * never called); the call itself goes out as apiRequest's do: to the path on this site, with its
 * cookies, through the `fetch` of the moment (tests stub it).
 */
async function sameOriginFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.method === "GET" || request.method === "HEAD" ? "" : await request.text();
  return fetch(`${url.pathname}${url.search}`, {
    method: request.method,
    headers: request.headers,
    credentials: "same-origin",
    ...(body === "" ? {} : { body }),
  });
}

/**
 * The typed client (docs/decisions/0044): paths, parameters, bodies and answers come from the
 * server's OpenAPI document (lib/api/schema.d.ts, `npm run formats:write`). Wrap each call in
 * apiData: `apiData(api.GET("/api/projects/{id}/eval-runs", { params: { path: { id } } }))`.
 */
export const api = createClient<paths>({
  baseUrl: "http://same-origin.invalid",
  headers: { Accept: "application/json" },
  fetch: sameOriginFetch,
});

/** A typed call's answer, or its failure as an ApiRequestError (the messages apiRequest gives). */
export async function apiData<D>(call: Promise<{ data?: D; error?: unknown; response: Response }>): Promise<D> {
  const { data, error, response } = await call;
  if (!response.ok) throw apiRequestErrorOf(response.status, error);
  // An answer without a body (204) has no data; its route's schema says so.
  return data as D;
}
