import { setTimeout as sleep } from "node:timers/promises";

/**
 * What a target answered when it failed: `status` (429, 5xx) says whether trying again may help,
 * `retryAfterMs` how long the target asked to be left alone.
 */
export class TargetError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "TargetError";
  }
}

export const isRetryable = (error: unknown): error is TargetError =>
  error instanceof TargetError && error.status !== undefined && (error.status === 429 || error.status >= 500);

/** `Retry-After` in seconds or as a date, or OpenAI's `retry-after-ms`; undefined when absent or unreadable. */
export function retryAfterMsOf(headers: Record<string, string> | Headers | undefined): number | undefined {
  if (!headers) return undefined;
  const get = (name: string) =>
    headers instanceof Headers ? (headers.get(name) ?? undefined) : (headers[name] ?? headers[name.toLowerCase()]);
  const ms = Number(get("retry-after-ms"));
  if (get("retry-after-ms") !== undefined && Number.isFinite(ms) && ms >= 0) return ms;
  const value = get("retry-after");
  if (value === undefined) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** The longest a Retry-After is honoured: a target asking for an hour gets its error instead. */
export const RETRY_AFTER_CAP_MS = 60_000;
export const BACKOFF_BASE_MS = 500;

/**
 * Calls `attempt` until it succeeds, retrying 429 and 5xx answers `retries` times with exponential
 * backoff (500 ms, 1 s, 2 s… with jitter), or after the target's Retry-After when it gave one.
 */
export async function withRetries<T>(
  retries: number,
  attempt: () => Promise<T>,
  { signal, baseMs = BACKOFF_BASE_MS }: { signal?: AbortSignal; baseMs?: number } = {},
): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error) || tries >= retries) throw error;
      if (error.retryAfterMs !== undefined && error.retryAfterMs > RETRY_AFTER_CAP_MS) throw error;
      const backoff = baseMs * 2 ** tries * (0.75 + Math.random() * 0.5);
      await sleep(error.retryAfterMs ?? backoff, undefined, { signal });
    }
  }
}

/**
 * Requests per minute of one target in this process: a token bucket holding up to a second's
 * worth of requests (at least one), refilled continuously. `take` waits for a token.
 */
export class TokenBucket {
  private tokens: number;
  private last = performance.now();
  private readonly capacity: number;
  private readonly perMs: number;
  private queue: Promise<void> = Promise.resolve();

  constructor(readonly requestsPerMinute: number) {
    this.capacity = Math.max(1, Math.floor(requestsPerMinute / 60));
    this.perMs = requestsPerMinute / 60_000;
    this.tokens = this.capacity;
  }

  take(signal?: AbortSignal): Promise<void> {
    // One waiter at a time, in order: a burst is served first come, first served.
    const turn = this.queue.then(() => this.wait(signal));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async wait(signal?: AbortSignal): Promise<void> {
    for (;;) {
      const now = performance.now();
      this.tokens = Math.min(this.capacity, this.tokens + (now - this.last) * this.perMs);
      this.last = now;
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return;
      }
      await sleep(Math.ceil((1 - this.tokens) / this.perMs), undefined, { signal });
    }
  }
}

/**
 * This process's buckets, per target (and per setting, so an edit takes effect). A target's
 * concurrency is held in PostgreSQL instead (target-slots.queries.ts, decision 0054).
 */
const buckets = new Map<string, TokenBucket>();

export function bucketFor(targetId: string, requestsPerMinute: number | null): TokenBucket | null {
  if (requestsPerMinute === null) return null;
  const key = `${targetId}:${requestsPerMinute}`;
  let bucket = buckets.get(key);
  if (!bucket) {
    bucket = new TokenBucket(requestsPerMinute);
    buckets.set(key, bucket);
  }
  return bucket;
}
