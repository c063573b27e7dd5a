import type { IncomingMessage, ServerResponse } from "node:http";

export type JsonBody = { ok: true; value: unknown } | { ok: false };

export async function readJsonBody(req: IncomingMessage): Promise<JsonBody> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown };
  } catch {
    return { ok: false };
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

/** OpenAI's error shape on every route, so that OpenAI clients and plain ones read the same thing. */
export function sendError(res: ServerResponse, status: number, message: string): void {
  const type = status === 404 ? "not_found_error" : status >= 500 ? "server_error" : "invalid_request_error";
  sendJson(res, status, { error: { message, type } });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
