import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";

/** Waits until the target may be called once more within its requests per minute. */
export type SharedRequestRate = (targetId: string, requestsPerMinute: number, signal?: AbortSignal) => Promise<void>;

const rates = new WeakMap<pg.Pool, SharedRequestRate>();

/**
 * A target's requests per minute counted in PostgreSQL (rate-limiter-flexible's store, in the
 * api_rate_limits table the API's own limits use), so that N worker processes together stay within
 * what the builder set, not N times it (decision 0054). A minute's window per target; the calls
 * of a process are also spread over it by the adapter's token bucket (call-limits.ts).
 */
export function sharedRequestRate(pool: pg.Pool): SharedRequestRate {
  let rate = rates.get(pool);
  if (!rate) rates.set(pool, (rate = createSharedRequestRate(pool)));
  return rate;
}

/** A process's own counter of every target's requests per minute (one per pool: sharedRequestRate). */
export function createSharedRequestRate(pool: pg.Pool): SharedRequestRate {
  // The embedded database multiplexes every connection onto one session, where the limiter's named
  // prepared statements would collide; unnamed ones do not (as middleware/rate-limit.ts).
  const storeClient = {
    query: (query: { text: string; values?: unknown[] }) => pool.query({ text: query.text, values: query.values }),
  };
  const limiters = new Map<number, RateLimiterPostgres>();
  const limiterOf = (requestsPerMinute: number) => {
    let limiter = limiters.get(requestsPerMinute);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient,
        storeType: "pool",
        tableName: "api_rate_limits",
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: `target-rpm-${requestsPerMinute}`,
        points: requestsPerMinute,
        duration: 60,
      });
      limiters.set(requestsPerMinute, limiter);
    }
    return limiter;
  };
  return async (targetId, requestsPerMinute, signal) => {
    for (;;) {
      signal?.throwIfAborted();
      try {
        await limiterOf(requestsPerMinute).consume(targetId);
        return;
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        await sleep(Math.max(10, error.msBeforeNext), undefined, { signal });
      }
    }
  };
}
