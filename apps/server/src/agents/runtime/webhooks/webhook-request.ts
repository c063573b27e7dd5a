import { signatureHeaders, targetOf } from "./webhook-signature";

export class WebhookError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "WebhookError";
  }
}

/**
 * POSTs to an external workflow with the signature headers, within a time limit. The body is
 * serialised first (a multipart form included) so that exactly the bytes sent are signed.
 */
export async function postSignedWebhook(
  url: string,
  body: FormData | string,
  { secret, timeoutMs }: { secret: string; timeoutMs: number },
): Promise<Response> {
  const prepared = new Request(url, {
    method: "POST",
    body,
    headers: typeof body === "string" ? { "content-type": "application/json" } : {},
  });
  const bytes = new Uint8Array(await prepared.arrayBuffer());
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      body: bytes,
      headers: {
        "content-type": prepared.headers.get("content-type") ?? "application/octet-stream",
        "user-agent": "AESOP-webhook/1",
        ...signatureHeaders(secret, targetOf("POST", url), bytes),
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : String(error);
    throw new WebhookError(`The webhook could not be reached: ${reason}`);
  }
  if (!response.ok) {
    throw new WebhookError(`The webhook answered ${response.status} ${response.statusText}`.trim(), response.status);
  }
  return response;
}
