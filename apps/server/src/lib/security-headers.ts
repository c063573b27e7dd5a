import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from "node:http";

/**
 * The security headers of every response (docs/decisions/0014): the strict defaults of hono's
 * secureHeaders, which set them before, with our policy. Their names are lower case, as the
 * responses built from web Headers have them.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy":
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
    "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  // Voice input records from this site only; no page needs the other powerful features.
  "permissions-policy":
    "microphone=(self), clipboard-write=(self), fullscreen=(self), camera=(), geolocation=(), payment=(), " +
    "usb=(), serial=(), bluetooth=(), hid=(), midi=(), display-capture=(), accelerometer=(), gyroscope=(), " +
    "magnetometer=(), browsing-topics=()",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=15552000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};
const NAMES = new Set(Object.keys(SECURITY_HEADERS));

/**
 * The HTTP server's response: it adds the security headers as it writes the head of any response
 * (API, pages, files, streams, better-auth's), from one object built at start. Set in the app for
 * every response, they cost more than the route behind a simple endpoint: each went through a web
 * Headers object, was sorted and copied, then validated again by Node (docs/decisions/0018).
 * A header the response sets itself wins.
 */
export class SecureServerResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  override writeHead(
    statusCode: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    if (typeof reasonOrHeaders === "string") return super.writeHead(statusCode, reasonOrHeaders, this.secured(headers));
    return super.writeHead(statusCode, this.secured(reasonOrHeaders));
  }

  private secured(headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined) {
    if (Array.isArray(headers)) {
      // The raw [name, value, ...] form is rare: leave it as it is and add what it lacks.
      for (const name of NAMES) if (!this.hasHeader(name)) this.setHeader(name, SECURITY_HEADERS[name] ?? "");
      return headers;
    }
    const merged: OutgoingHttpHeaders = { ...SECURITY_HEADERS };
    // One set with setHeader before (rare: the shutdown's Connection) would lose to the object.
    if (this.getHeaderNames().length > 0) for (const name of NAMES) if (this.hasHeader(name)) delete merged[name];
    for (const name in headers) {
      const lower = name.toLowerCase();
      if (lower !== name && NAMES.has(lower)) delete merged[lower];
      merged[name] = headers[name];
    }
    return merged;
  }
}
