// @ts-check
import { CliError } from "./exit-codes.js";

/** Per request: a server that answers nothing within this is as good as unreachable. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * @typedef {object} ApiClientOptions
 * @property {string} baseUrl The AESOP site, such as https://aesop.example.org (no /api).
 * @property {string} token A personal API token (`aesop_…`).
 * @property {typeof fetch} [fetch]
 */

/**
 * An answer the server gave that is not a success: its status and the API's error message.
 */
export class ApiError extends CliError {
  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {number | null} retryAfterSeconds
   */
  constructor(status, code, message, retryAfterSeconds) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The server could not be reached at all (refused, reset, timed out, DNS). */
export class ConnectionError extends CliError {}

/**
 * @param {unknown} error
 * @returns {string}
 */
function describeNetworkError(error) {
  if (error instanceof Error) {
    if (error.name === "TimeoutError") return `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
    const cause = /** @type {{ code?: unknown; message?: unknown } | undefined} */ (error.cause);
    if (cause && typeof cause.code === "string") return cause.code;
    if (cause && typeof cause.message === "string") return cause.message;
    return error.message;
  }
  return String(error);
}

/**
 * @param {Response} response
 * @returns {Promise<ApiError>}
 */
async function apiErrorOf(response) {
  const text = await response.text().catch(() => "");
  let code = "HTTP_ERROR";
  let message = `The server answered ${response.status} ${response.statusText}.`;
  try {
    const body =
      /** @type {{ error?: { code?: string; message?: string; issues?: { path: string; message: string }[] } }} */ (
        JSON.parse(text)
      );
    if (body.error?.message) {
      code = body.error.code ?? code;
      message = body.error.message;
      const issues = body.error.issues ?? [];
      if (issues.length > 0) {
        message += ` ${issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join(" ")}`;
      }
    }
  } catch {
    // Not the API's JSON (a proxy's page): the status line says enough.
  }
  const retryAfter = Number(response.headers.get("retry-after"));
  return new ApiError(
    response.status,
    code,
    message,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
}

/**
 * The few calls the CLI makes, authenticated with the bearer token. Sends no cookie and no Origin:
 * the server accepts a token only on /api/projects/… (docs/decisions/0025).
 * @param {ApiClientOptions} options
 */
export function createApiClient({ baseUrl, token, fetch: fetchImpl = fetch }) {
  /**
   * @param {string} method
   * @param {string} path under /api
   * @param {unknown} [json]
   * @param {AbortSignal} [signal] ends the request early (the user pressed Ctrl-C)
   * @returns {Promise<Response>}
   */
  const send = async (method, path, json, signal) => {
    const url = `${baseUrl}/api${path}`;
    try {
      const response = await fetchImpl(url, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: "application/json",
          ...(json === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
          : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        redirect: "error",
      });
      if (!response.ok) throw await apiErrorOf(response);
      return response;
    } catch (error) {
      if (error instanceof ApiError || signal?.aborted) throw error;
      throw new ConnectionError(`Cannot reach ${baseUrl}: ${describeNetworkError(error)}.`);
    }
  };
  return {
    /**
     * @param {string} path
     * @param {unknown} [json]
     * @param {AbortSignal} [signal]
     */
    postJson: async (path, json, signal) =>
      /** @type {unknown} */ (await (await send("POST", path, json ?? {}, signal)).json().catch(() => null)),
    /**
     * @param {string} path
     * @param {AbortSignal} [signal]
     */
    getJson: async (path, signal) => /** @type {unknown} */ (await (await send("GET", path, undefined, signal)).json()),
    /**
     * @param {string} path
     * @param {AbortSignal} [signal]
     */
    getText: async (path, signal) => (await send("GET", path, undefined, signal)).text(),
  };
}

/** @typedef {ReturnType<typeof createApiClient>} ApiClient */
