import { EventEmitter } from "node:events";
import pg from "pg";
import { REALTIME_RECONNECT_BACKOFF_MS } from "@aesop/shared/constants";
import { realtimeEventSchema, type RealtimeEvent } from "@aesop/shared/contracts/events";
import type { DatabaseHandle } from "../db/client";
import type { Logger } from "./logger";

/** Delivers events to the signed-in user's open streams, on whichever instance they are. */
export interface EventBus {
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  subscribe(userId: string, listener: (event: RealtimeEvent) => void): () => void;
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
    close: () => {
      closing.abort();
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

/**
 * Several instances on one PostgreSQL server: NOTIFY publishes, and every instance LISTENs on a
 * connection of its own (outside the pool), reconnecting with the spec's backoff when it drops.
 */
export async function createPostgresEventBus(database: DatabaseHandle, logger: Logger): Promise<EventBus> {
  if (!database.connectionString) throw new Error("the PostgreSQL event bus needs a server connection string");
  const emitter = localEmitter();
  const closing = new AbortController();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const listener = new pg.Client({ connectionString: database.connectionString });
    listener.on("notification", (message) => {
      try {
        const { userId, event } = JSON.parse(message.payload ?? "") as { userId: string; event: unknown };
        emitter.emit(userId, realtimeEventSchema.parse(event));
      } catch (error) {
        logger.warn({ err: error }, "ignored a malformed realtime notification");
      }
    });
    listener.on("error", (error) => logger.warn({ err: error }, "realtime listener error"));
    listener.on("end", () => {
      if (closed) return;
      const delay = REALTIME_RECONNECT_BACKOFF_MS[Math.min(attempt++, REALTIME_RECONNECT_BACKOFF_MS.length - 1)];
      logger.warn({ delay }, "realtime listener disconnected; reconnecting");
      setTimeout(
        () => void connect().catch((error: unknown) => logger.error({ err: error }, "realtime reconnect failed")),
        delay,
      );
    });
    await listener.connect();
    await listener.query(`LISTEN ${NOTIFY_CHANNEL}`);
    client = listener;
    attempt = 0;
  };
  await connect();

  return {
    closing: closing.signal,
    publish: async (userId, event) => {
      await database.pool.query("select pg_notify($1, $2)", [NOTIFY_CHANNEL, JSON.stringify({ userId, event })]);
    },
    subscribe: (userId, listener) => {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      closing.abort();
      emitter.removeAllListeners();
      await client?.end();
    },
  };
}

export async function createEventBus(database: DatabaseHandle, logger: Logger): Promise<EventBus> {
  return database.kind === "server" ? createPostgresEventBus(database, logger) : createLocalEventBus();
}
