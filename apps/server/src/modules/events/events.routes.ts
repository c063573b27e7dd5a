import { createRoute, z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { REALTIME_HEARTBEAT_MS } from "@aesop/shared/constants";
import { REALTIME_EVENT_NAME } from "@aesop/shared/contracts/events";
import type { ServerContext } from "../../context";
import { createRouter } from "../../lib/create-app";
import { errorResponses } from "../../lib/openapi";
import { requireNda } from "../../middleware/require-nda";
import { currentUserOf, requireUser } from "../../middleware/require-user";

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
 */
export function eventRoutes(ctx: ServerContext, heartbeatMs = REALTIME_HEARTBEAT_MS) {
  const router = createRouter();
  router.use("*", requireUser, requireNda(ctx.db));
  return router.openapi(stream, (c) => {
    const user = currentUserOf(c);
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      const unsubscribe = ctx.events.subscribe(user.id, (event) => {
        void stream.writeSSE({ event: REALTIME_EVENT_NAME, data: JSON.stringify(event) });
      });
      stream.onAbort(unsubscribe);
      await stream.write(": connected\n\n");
      while (!stream.aborted && !stream.closed) {
        await stream.sleep(heartbeatMs);
        await stream.write(": heartbeat\n\n");
      }
      unsubscribe();
    });
  });
}
