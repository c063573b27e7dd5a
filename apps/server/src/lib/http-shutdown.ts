import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";

/**
 * How long connections may still bring a request once the shutdown begins. A busy keep-alive
 * client's next request is often on its way already: it is answered (with `Connection: close`)
 * rather than reset. Connections idle after this are closed.
 */
export const KEEP_ALIVE_DRAIN_MS = 250;

export interface HttpShutdown {
  /**
   * Stops accepting connections and lets the requests in flight finish, each answered with
   * `Connection: close`; idle keep-alive connections close after the drain, the others as soon as
   * their response ends, and whatever is still open after `graceMs` is cut.
   */
  close(graceMs: number): Promise<void>;
}

/**
 * Graceful close of a Node HTTP server. Node's own `server.close()` keeps serving new requests on
 * open keep-alive connections until the client lets them go, and waits for every stream, so a
 * shutdown took the full grace period; it also cuts idle connections at once, resetting a request
 * that was on its way. Watches every request from the start.
 */
export function watchForShutdown(server: Server): HttpShutdown {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  let drained = false;

  const closeWhenIdle = () => {
    if (drained && inFlight.size === 0) server.closeAllConnections();
  };
  server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    // A keep-alive client's next request during the shutdown is answered, then its connection ends.
    if (closing) res.setHeader("Connection", "close");
    res.once("close", () => {
      inFlight.delete(res);
      closeWhenIdle();
    });
  });

  return {
    close: (graceMs) =>
      new Promise<void>((resolve) => {
        closing = true;
        for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
        const force = setTimeout(() => server.closeAllConnections(), graceMs).unref();
        // net.Server's close stops listening; http.Server's would also cut idle connections now.
        NetServer.prototype.close.call(server, () => {
          clearTimeout(force);
          resolve();
        });
        setTimeout(() => {
          drained = true;
          server.closeIdleConnections();
          closeWhenIdle();
        }, KEEP_ALIVE_DRAIN_MS).unref();
      }),
  };
}
