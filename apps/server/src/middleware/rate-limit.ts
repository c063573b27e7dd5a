import type pg from "pg";
import { createMiddleware } from "hono/factory";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { clientAddress } from "../lib/client-address";
import { AppError } from "../lib/errors";
import type { AppEnv } from "../lib/create-app";

export interface RateRule {
  /** Names the counter, e.g. "beta-application". */
  name: string;
  points: number;
  durationSeconds: number;
}

/**
 * Per-client limits counted in PostgreSQL (table api_rate_limits, created by the migrations), so
 * they hold across instances. The client is the connecting address, or with TRUST_PROXY the first
 * address of X-Forwarded-For (set by the load balancer).
 */
export function rateLimit(
  pool: pg.Pool,
  rule: RateRule,
  { trustProxy, perUser = false }: { trustProxy: boolean; perUser?: boolean },
) {
  const limiter = new RateLimiterPostgres({
    storeClient: unnamedStatements(pool),
    storeType: "pool",
    tableName: "api_rate_limits",
    tableCreated: true,
    keyPrefix: rule.name,
    points: rule.points,
    duration: rule.durationSeconds,
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    // Per user for signed-in actions (account deletion erases `<rule>:<user id>`); otherwise per
    // client, where in-process test requests, without a socket, share one key.
    const key = (perUser ? c.get("currentUser")?.id : undefined) ?? clientAddress(c, trustProxy) ?? "local";
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        c.header("Retry-After", String(Math.ceil(error.msBeforeNext / 1000)));
        throw new AppError(429, "RATE_LIMITED", "Too many requests. Please wait a moment and try again.");
      }
      throw error;
    }
    await next();
  });
}

/**
 * The embedded database multiplexes every pool connection onto one PostgreSQL session, where the
 * limiter's named prepared statements would collide ("already exists"); unnamed ones do not.
 */
function unnamedStatements(pool: pg.Pool) {
  return {
    query: (query: { text: string; values?: unknown[] }) => pool.query({ text: query.text, values: query.values }),
  };
}
