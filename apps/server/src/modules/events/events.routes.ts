import { setTimeout as sleep } from "node:timers/promises";
import { createRoute, z } from "@hono/zod-openapi";
import type { HttpBindings } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
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
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    // On Node the frames go straight to the socket: through Hono's web stream each write cost a
    // few promise hops, which at a thousand streams was most of an event's delivery time (bench).
    if (outgoing) {
      outgoing.writeHead(200, {
        "Content-Type": "text/event-stream",
        "Cache-Control": "no-store",
        "X-Accel-Buffering": "no",
        Connection: "keep-alive",
      });
      const ended = new Promise<void>((resolve) => outgoing.once("close", resolve));
      void feed(ctx, user.id, heartbeatMs, {
        write: (text) => void outgoing.write(text),
        ended,
        isOpen: () => !outgoing.destroyed && !outgoing.writableEnded,
      }).finally(() => outgoing.end());
      return RESPONSE_ALREADY_SENT;
    }
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (sse) => {
      const ended = new Promise<void>((resolve) => sse.onAbort(resolve));
      await feed(ctx, user.id, heartbeatMs, {
        write: (text) => void sse.write(text),
        ended,
        isOpen: () => !sse.aborted && !sse.closed,
      });
    });
  });
}

interface EventSink {
  write(text: string): void;
  /** Resolves when the client has gone. */
  ended: Promise<void>;
  isOpen(): boolean;
}

/** An event as one SSE frame, serialised once however many streams of its user are open. */
const frames = new WeakMap<object, string>();
function frameOf(event: object): string {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = `event: ${REALTIME_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`;
    frames.set(event, frame);
  }
  return frame;
}

/** The user's events, a heartbeat comment, and a retry hint when the server stops. */
async function feed(ctx: ServerContext, userId: string, heartbeatMs: number, sink: EventSink): Promise<void> {
  const { closing } = ctx.events;
  const unsubscribe = ctx.events.subscribe(userId, (event) => sink.write(frameOf(event)));
  try {
    sink.write(": connected\n\n");
    const gone = new AbortController();
    void sink.ended.then(() => gone.abort());
    const stop = AbortSignal.any([closing, gone.signal]);
    while (sink.isOpen() && !stop.aborted) {
      const slept = await sleep(heartbeatMs, true, { signal: stop }).catch(() => false);
      if (slept && sink.isOpen()) sink.write(": heartbeat\n\n");
    }
    if (closing.aborted && sink.isOpen()) sink.write(`retry: ${STREAM_RETRY_MS}\n\n`);
  } finally {
    unsubscribe();
  }
}
