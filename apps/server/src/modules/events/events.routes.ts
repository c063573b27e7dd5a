import { setTimeout as sleep } from "node:timers/promises";
import { createRoute, z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { REALTIME_HEARTBEAT_MS } from "@aesop/shared/constants";
import { REALTIME_EVENT_NAME } from "@aesop/shared/contracts/events";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { errorResponses } from "../../lib/openapi";
import { requireNda } from "../../middleware/require-nda";
import { currentUserOf, requireUser } from "../../middleware/require-user";

/** What a stream's last line tells the browser when the server stops: come back after this long. */
export const STREAM_RETRY_MS = 1000;
const stream = createRoute({
  method: "get",
  path: "/",
  tags: ["events"],
  summary: `The signed-in user's live updates: Server-Sent Events named '${REALTIME_EVENT_NAME}', JSON data`,
  responses: {
    200: { description: "An endless event stream", content: { "text/event-stream": { schema: z.string() } } },
    ...errorResponses(401, 403),
  },
});

/**
 * Mounted at /api/events: one Server-Sent Events stream per signed-in user, fed by the event bus
 * (LISTEN/NOTIFY across instances), with a comment line every 25 s to keep proxies from closing it.
 * When the server stops, the stream ends at once with a `retry:` hint, so a shutdown does not wait
 * for it and the browser reconnects (to another instance, or to this one once it is back).
 */
export function eventRoutes(ctx: ServerContext, heartbeatMs = REALTIME_HEARTBEAT_MS) {
  const router = createRouter();
  router.use("*", requireUser, requireNda(ctx));
  return router.openapi(stream, (c) => {
    const user = currentUserOf(c);
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      const { closing } = ctx.events;
      const unsubscribe = ctx.events.subscribe(user.id, (event) => {
        void stream.writeSSE({ event: REALTIME_EVENT_NAME, data: JSON.stringify(event) });
      });
      stream.onAbort(unsubscribe);
      await stream.write(": connected\n\n");
      while (!stream.aborted && !stream.closed && !closing.aborted) {
        const slept = await sleep(heartbeatMs, true, { signal: closing }).catch(() => false);
        if (slept) await stream.write(": heartbeat\n\n");
      }
      unsubscribe();
      if (closing.aborted && !stream.aborted) await stream.write(`retry: ${STREAM_RETRY_MS}\n\n`);
    });
  });
}
