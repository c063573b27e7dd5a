import type { ServerResponse } from "node:http";

/** One request being answered: where to write, and a signal that aborts when it is no use going on. */
export interface Exchange {
  res: ServerResponse;
  /** Aborts when the client disconnects or the mock is stopping. */
  signal: AbortSignal;
}
