import { setTimeout as sleep } from "node:timers/promises";

/**
 * Waits `ms`, or less if `signal` aborts (the client went away or the server is stopping).
 * Resolves whether the exchange is still worth answering.
 */
export async function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (ms > 0) await sleep(ms, undefined, { signal }).catch(() => undefined);
  return !signal.aborted;
}
