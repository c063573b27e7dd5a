import type { ServerContext } from "../context";
import type { Env } from "../env";
import { rateLimit, type RateRule } from "./rate-limit";

/** The endpoints that make the server call a target or queue work for minutes. */
export type WorkKind = "test-connection" | "run-start" | "cave-start" | "script-generation";

/** Per user and minute, from the environment (README: RATE_*_PER_MINUTE). */
export function workRateRule(env: Env, kind: WorkKind): RateRule {
  const points = {
    "test-connection": env.RATE_TEST_CONNECTIONS_PER_MINUTE,
    "run-start": env.RATE_RUN_STARTS_PER_MINUTE,
    "cave-start": env.RATE_CAVE_STARTS_PER_MINUTE,
    "script-generation": env.RATE_SCRIPT_GENERATIONS_PER_MINUTE,
  }[kind];
  return { name: kind, points, durationSeconds: 60 };
}

/**
 * Counts a signed-in user's calls of one kind of expensive work (in PostgreSQL, so across
 * instances) and answers 429 with Retry-After beyond the rule. Counted before the body is read: a
 * refused call creates nothing; a call with bad input still counts, as it cost the server a request.
 */
export function workRateLimit(ctx: Pick<ServerContext, "database" | "env">, kind: WorkKind) {
  return rateLimit(ctx.database.pool, workRateRule(ctx.env, kind), { trustProxy: ctx.env.TRUST_PROXY, perUser: true });
}
