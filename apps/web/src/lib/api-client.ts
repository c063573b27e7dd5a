import createClient, { type Client, type ClientPathsWithMethod, type MaybeOptionalInit } from "openapi-fetch";
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

function apiRequestErrorOf(status: number, body: unknown): ApiRequestError {
  if (isApiError(body))
    return new ApiRequestError(status, body.error.code, body.error.message, body.error.issues ?? []);
  return new ApiRequestError(status, "HTTP_ERROR", `Request failed with status ${status}`);
}

/**
 * For responses read by other means than the typed client (streams): a failed response's JSON error
 * as an ApiRequestError, so that every refusal of the API reads the same.
 */
export async function apiRequestErrorFromResponse(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  return apiRequestErrorOf(response.status, body);
}

/**
 * openapi-fetch builds a Request, which needs an absolute URL (hence a placeholder origin that is
 * never called); the call itself goes out to the path on this site, with its cookies, through the
 * `fetch` of the moment (tests stub it). A JSON body goes as text; a multipart one (an upload) as
 * its bytes, under the Content-Type with the boundary that the Request gave it.
 */
async function sameOriginFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const multipart = request.headers.get("Content-Type")?.startsWith("multipart/") ?? false;
  const body = !hasBody ? null : multipart ? await request.arrayBuffer() : await request.text();
  return fetch(`${url.pathname}${url.search}`, {
    method: request.method,
    headers: request.headers,
    credentials: "same-origin",
    ...(body === null || body === "" ? {} : { body }),
  });
}

type Method = "get" | "put" | "post" | "delete" | "patch";
type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * A route's answer on success as the generated schema states it: its JSON, or undefined for an
 * answer without a body (204).
 */
export type ApiAnswer<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses & SuccessStatus]: Responses[Status] extends {
        content: { "application/json": infer Json };
      }
        ? Json
        : undefined;
    }[keyof Responses & SuccessStatus]
  : never;

// As openapi-fetch decides whether a call's options may be left out (it does not export these).
type RequiredKeysOfHelper<T> = { [K in keyof T]: object extends Pick<T, K> ? never : K }[keyof T];
type RequiredKeysOf<T> = RequiredKeysOfHelper<T> extends undefined ? never : RequiredKeysOfHelper<T>;
type InitParam<Init> =
  RequiredKeysOf<Init> extends never ? [(Init & Record<string, unknown>)?] : [Init & Record<string, unknown>];

type ApiMethod<M extends Method> = <
  Path extends ClientPathsWithMethod<Client<paths>, M>,
  Init extends MaybeOptionalInit<paths[Path], M>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<{ data?: ApiAnswer<paths[Path][M]>; error?: unknown; response: Response }>;

/**
 * openapi-fetch's methods, with the answer typed straight from the generated schema. openapi-fetch
 * 0.17 passes answers through its Readable<T> (which strips write-only fields, markers this schema
 * never has), and Readable rebuilds every array as `E[]`: a tuple such as an Ethos tension's
 * `between: [string, string]` came out as string[] and no longer fitted the shared contract
 * (openapi-ts/openapi-typescript PR #2842). The paths, parameters and bodies are checked by
 * openapi-fetch's own types, unchanged.
 */
export interface ApiClient {
  GET: ApiMethod<"get">;
  PUT: ApiMethod<"put">;
  POST: ApiMethod<"post">;
  DELETE: ApiMethod<"delete">;
  PATCH: ApiMethod<"patch">;
}

/**
 * The one way the web app calls the API (docs/decisions/0044): paths, parameters, bodies and
 * answers come from the server's OpenAPI document (lib/api/schema.d.ts, `npm run formats:write`).
 * Wrap each call in apiData: `apiData(api.GET("/api/projects/{id}/eval-runs", { params: { path: { id } } }))`.
 * The only assertion is here, where the answer's type is taken from the schema instead of from
 * Readable (see ApiClient); the runtime is openapi-fetch's.
 */
export const api = createClient<paths>({
  baseUrl: "http://same-origin.invalid",
  headers: { Accept: "application/json" },
  fetch: sameOriginFetch,
}) as unknown as ApiClient;

/** A typed call's answer, or its failure as an ApiRequestError with the server's code and message. */
export async function apiData<D>(call: Promise<{ data?: D; error?: unknown; response: Response }>): Promise<D> {
  const { data, error, response } = await call;
  if (!response.ok) throw apiRequestErrorOf(response.status, error);
  // An answer without a body (204) has no data; its route's schema says so.
  return data as D;
}

/**
 * The bodySerializer of an upload (a multipart route): each field as a form field, a file (Blob)
 * with its name; fields left undefined are not sent. The browser sets the boundary.
 */
export function multipartBody(body: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof File) form.set(name, value, value.name);
    else form.set(name, value);
  }
  return form;
}
