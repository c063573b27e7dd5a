import { EventEmitter } from "node:events";
import { realtimeEventSchema, type RealtimeEvent } from "@aesop/shared/contracts/events";
import type { DatabaseHandle } from "../db/client";
import type { Logger } from "./logger";
import { startListener } from "./pg-listener";

/** Delivers events to the signed-in user's open streams, on whichever instance they are. */
export interface EventBus {
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  subscribe(userId: string, listener: (event: RealtimeEvent) => void): () => void;
  /**
   * Tells every stream open on this instance to refetch what its page shows (a `resync` event):
   * events may have been published that it never received.
   */
  resync(): void;
  /** Aborted by close(): the server is stopping, so open streams end (telling the browser to come back). */
  readonly closing: AbortSignal;
  /** Idempotent: the server's shutdown calls it first (ending the streams), stopJobs again. */
  close(): Promise<void>;
}

export const NOTIFY_CHANNEL = "aesop_events";

function localEmitter() {
  const emitter = new EventEmitter();
  // One listener per open stream; a user may have many tabs.
  emitter.setMaxListeners(0);
  return emitter;
}

const RESYNC: RealtimeEvent = { type: "resync" };

/** Every user with a stream open here gets the event (the emitter's event names are user ids). */
function broadcastResync(emitter: EventEmitter) {
  for (const userId of emitter.eventNames()) emitter.emit(userId, RESYNC);
}

/** One process (the embedded database serves exactly one): an in-process emitter suffices. */
export function createLocalEventBus(): EventBus {
  const emitter = localEmitter();
  const closing = new AbortController();
  return {
    closing: closing.signal,
    publish: (userId, event) => {
      emitter.emit(userId, event);
      return Promise.resolve();
    },
    subscribe: (userId, listener) => {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
    resync: () => broadcastResync(emitter),
    close: () => {
      closing.abort();
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

/**
 * Several instances on one PostgreSQL server: NOTIFY publishes, and every instance LISTENs on a
 * connection of its own (outside the pool). When that connection drops (a database restart), it
 * comes back within a fraction of a second of the database, and the streams open here are told to
 * resync: what was published in between never reached this instance.
 */
export async function createPostgresEventBus(database: DatabaseHandle, logger: Logger): Promise<EventBus> {
  if (!database.connectionString) throw new Error("the PostgreSQL event bus needs a server connection string");
  const emitter = localEmitter();
  const closing = new AbortController();
  let closed = false;

  const listener = await startListener({
    connectionString: database.connectionString,
    channels: [NOTIFY_CHANNEL],
    logger,
    onNotification: (_channel, payload) => {
      try {
        const { userId, event } = JSON.parse(payload) as { userId: string; event: unknown };
        emitter.emit(userId, realtimeEventSchema.parse(event));
      } catch (error) {
        logger.warn({ err: error }, "ignored a malformed realtime notification");
      }
    },
    onReconnect: () => broadcastResync(emitter),
  });

  return {
    closing: closing.signal,
    publish: async (userId, event) => {
      await database.pool.query("select pg_notify($1, $2)", [NOTIFY_CHANNEL, JSON.stringify({ userId, event })]);
    },
    subscribe: (userId, listener) => {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
    resync: () => broadcastResync(emitter),
    close: async () => {
      if (closed) return;
      closed = true;
      closing.abort();
      emitter.removeAllListeners();
      await listener.close();
    },
  };
}

export async function createEventBus(database: DatabaseHandle, logger: Logger): Promise<EventBus> {
  return database.kind === "server" ? createPostgresEventBus(database, logger) : createLocalEventBus();
}
