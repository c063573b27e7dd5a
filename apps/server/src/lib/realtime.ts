import { EventEmitter } from "node:events";
import { z } from "zod";
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
  /**
   * A message between instances about what they keep in memory (lib/access-cache.ts), never sent
   * to browsers: delivered to this instance's listeners before it returns, and to the others'.
   */
  signal(message: InstanceSignal): Promise<void>;
  /** Also told `resync` when the bus may have missed signals (its LISTEN connection came back). */
  onSignal(listener: (message: InstanceSignal | { type: "resync" }) => void): () => void;
  /** Aborted by close(): the server is stopping, so open streams end (telling the browser to come back). */
  readonly closing: AbortSignal;
  /** Idempotent: the server's shutdown calls it first (ending the streams), stopJobs again. */
  close(): Promise<void>;
}

export const NOTIFY_CHANNEL = "aesop_events";
export const SIGNAL_CHANNEL = "aesop_signals";

const instanceSignalSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("user.changed"), userId: z.string().min(1) }),
  z.object({ type: z.literal("nda.published") }),
]);
export type InstanceSignal = z.infer<typeof instanceSignalSchema>;
type SignalListener = Parameters<EventBus["onSignal"]>[0];

/** Listeners of instance signals; they run synchronously, so a forget is done when signal() returns. */
function signalListeners() {
  const listeners = new Set<SignalListener>();
  return {
    emit: (message: Parameters<SignalListener>[0]) => {
      for (const listener of listeners) listener(message);
    },
    add: (listener: SignalListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

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
  const signals = signalListeners();
  const closing = new AbortController();
  return {
    closing: closing.signal,
    publish: (userId, event) => {
      emitter.emit(userId, event);
      return Promise.resolve();
    },
    signal: (message) => {
      signals.emit(message);
      return Promise.resolve();
    },
    onSignal: signals.add,
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
  const signals = signalListeners();
  const closing = new AbortController();
  let closed = false;

  const listener = await startListener({
    connectionString: database.connectionString,
    channels: [NOTIFY_CHANNEL, SIGNAL_CHANNEL],
    logger,
    onNotification: (channel, payload) => {
      if (channel === SIGNAL_CHANNEL) {
        const parsed = instanceSignalSchema.safeParse(safeJson(payload));
        if (parsed.success) signals.emit(parsed.data);
        else logger.warn("ignored a malformed instance signal");
        return;
      }
      try {
        const { userId, event } = JSON.parse(payload) as { userId: string; event: unknown };
        emitter.emit(userId, realtimeEventSchema.parse(event));
      } catch (error) {
        logger.warn({ err: error }, "ignored a malformed realtime notification");
      }
    },
    onReconnect: () => {
      // Events and signals sent while the connection was down are lost: streams refetch, and
      // whatever the signals would have dropped from memory goes now.
      broadcastResync(emitter);
      signals.emit({ type: "resync" });
    },
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
    signal: async (message) => {
      signals.emit(message);
      await database.pool.query("select pg_notify($1, $2)", [SIGNAL_CHANNEL, JSON.stringify(message)]);
    },
    onSignal: signals.add,
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

function safeJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? "") as unknown;
  } catch {
    return undefined;
  }
}
