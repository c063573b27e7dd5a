import type { ServerResponse } from "node:http";
import { isErrorReply, type ErrorReplyFields } from "./reply";

export interface OpenAiError {
  message: string;
  type?: string;
  code?: string;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

function defaultErrorType(status: number): string {
  if (status === 429) return "rate_limit_exceeded";
  return status >= 500 ? "server_error" : "invalid_request_error";
}

/** An error in OpenAI's shape: `{ error: { message, type, param, code } }`. */
export function sendOpenAiError(
  res: ServerResponse,
  status: number,
  error: OpenAiError,
  headers: Record<string, string> = {},
): void {
  sendJson(
    res,
    status,
    {
      error: {
        message: error.message,
        type: error.type ?? defaultErrorType(status),
        param: null,
        code: error.code ?? null,
      },
    },
    headers,
  );
}

export function sendErrorReply(res: ServerResponse, reply: ErrorReplyFields): void {
  if (!isErrorReply(reply)) throw new Error("not an error reply");
  const status = reply.status !== undefined && reply.status >= 400 ? reply.status : 500;
  sendOpenAiError(res, status, reply.error ?? { message: `Mock error ${status}` }, retryHeadersOf(reply));
}

const retryHeadersOf = (reply: ErrorReplyFields): Record<string, string> =>
  reply.retryAfterMs === undefined
    ? {}
    : { "retry-after-ms": String(reply.retryAfterMs), "retry-after": String(Math.ceil(reply.retryAfterMs / 1000)) };

function anthropicErrorType(status: number): string {
  if (status === 401) return "authentication_error";
  if (status === 404) return "not_found_error";
  if (status === 429) return "rate_limit_error";
  if (status === 529) return "overloaded_error";
  return status >= 500 ? "api_error" : "invalid_request_error";
}

/** An error in Anthropic's shape: `{ type: "error", error: { type, message } }`. */
export function sendAnthropicError(
  res: ServerResponse,
  status: number,
  error: OpenAiError,
  headers: Record<string, string> = {},
): void {
  sendJson(
    res,
    status,
    { type: "error", error: { type: error.type ?? anthropicErrorType(status), message: error.message } },
    headers,
  );
}

/** A scripted error reply to an Anthropic request (`POST /v1/messages`). */
export function sendAnthropicErrorReply(res: ServerResponse, reply: ErrorReplyFields): void {
  const status = reply.status !== undefined && reply.status >= 400 ? reply.status : 500;
  sendAnthropicError(res, status, reply.error ?? { message: `Mock error ${status}` }, retryHeadersOf(reply));
}
