import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Webhook calls in both directions are signed like Stripe's, and bound to where they go:
 * HMAC-SHA256 of the shared secret over `${timestamp}.${METHOD}.${path}.${raw body}`, sent as
 * `X-AESOP-Signature: sha256=<hex>` beside `X-AESOP-Timestamp` (Unix seconds). The path (the URL's
 * pathname) ties a callback to its report, so a signed callback is worthless on another report's
 * URL; the timestamp bounds its life to a few minutes, and the receiver accepts each signature
 * once (webhook-replays.queries.ts).
 */
export const SIGNATURE_HEADER = "x-aesop-signature";
export const TIMESTAMP_HEADER = "x-aesop-timestamp";
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Where a signed request goes: its method and its URL's pathname. */
export interface SignedTarget {
  method: string;
  path: string;
}

export const targetOf = (method: string, url: string): SignedTarget => ({ method, path: new URL(url).pathname });

export function signPayload(
  secret: string,
  timestamp: number,
  target: SignedTarget,
  body: Uint8Array | string,
): string {
  const hmac = createHmac("sha256", secret);
  hmac.update(`${timestamp}.${target.method.toUpperCase()}.${target.path}.`);
  hmac.update(body);
  return `sha256=${hmac.digest("hex")}`;
}

export function signatureHeaders(
  secret: string,
  target: SignedTarget,
  body: Uint8Array | string,
  now = Date.now(),
): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signPayload(secret, timestamp, target, body) };
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function verifySignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  target: SignedTarget,
  body: Uint8Array | string,
  now = Date.now(),
): SignatureCheck {
  if (!headers.signature || !headers.timestamp) return { ok: false, reason: "The request is not signed." };
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp)) return { ok: false, reason: "The signature timestamp is not valid." };
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    return { ok: false, reason: "The signature has expired." };
  }
  const expected = Buffer.from(signPayload(secret, timestamp, target, body));
  const given = Buffer.from(headers.signature.trim());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "The signature does not match." };
  }
  return { ok: true };
}
