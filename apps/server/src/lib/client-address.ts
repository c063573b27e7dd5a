import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's address: the socket's peer, or with TRUST_PROXY the first address of
 * X-Forwarded-For (written by the load balancer). Null when unknown (in-process test requests).
 */
export function clientAddress(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** The header through which better-auth learns the client address; clients cannot set it. */
export const CLIENT_ADDRESS_HEADER = "x-aesop-client-address";
