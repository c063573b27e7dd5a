import type { IncomingMessage } from "node:http";

/** What the request log keeps of a multipart body: the text fields, and the files' sizes only. */
export interface MultipartSummary {
  fields: Record<string, string>;
  files: { field: string; filename: string; type: string; size: number }[];
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// Node's own multipart parser (undici's Request), rather than a dependency or a hand-rolled one.
async function summariseMultipart(contentType: string, raw: Buffer): Promise<MultipartSummary> {
  const form = await new Request("http://mock-llm.local/", {
    method: "POST",
    headers: { "content-type": contentType },
    body: new Uint8Array(raw),
  }).formData();
  const summary: MultipartSummary = { fields: {}, files: [] };
  for (const [field, value] of form) {
    if (typeof value === "string") summary.fields[field] = value;
    else summary.files.push({ field, filename: value.name, type: value.type, size: value.size });
  }
  return summary;
}

/**
 * The body as the request log shows it: parsed JSON, a multipart summary, the raw text when it does
 * not parse, or undefined when there is none.
 */
export async function decodeBody(contentType: string | undefined, raw: Buffer): Promise<unknown> {
  if (raw.length === 0) return undefined;
  const text = raw.toString("utf8");
  if (contentType?.startsWith("multipart/form-data")) {
    return summariseMultipart(contentType, raw).catch(() => text);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function isMultipartSummary(body: unknown): body is MultipartSummary {
  return typeof body === "object" && body !== null && "fields" in body && "files" in body;
}
