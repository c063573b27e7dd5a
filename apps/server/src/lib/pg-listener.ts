import pg from "pg";
import type { Logger } from "./logger";

/**
 * While the LISTEN connection is down, a new one is tried this often: a database restart is over
 * in seconds, and what is published before the connection is back is missed, so it must come
 * back within a fraction of a second of the database, not after a 10 s backoff.
 */
export const LISTEN_RETRY_MS = 250;

/** A connect that hangs (the network to the database down) is given up after this, then tried again. */
const LISTEN_CONNECT_TIMEOUT_MS = 2000;

export interface ListenerOptions {
  connectionString: string;
  channels: string[];
  logger: Logger;
  onNotification(channel: string, payload: string): void;
  /**
   * Runs each time the connection is back after a loss (not after the first connect): whatever was
   * notified in between never arrived, so the listener's users catch up another way.
   */
  onReconnect?(): void;
}

export interface PgListener {
  close(): Promise<void>;
}

/**
 * A LISTEN connection of its own (LISTEN holds a session, so it cannot come from the pool) that
 * survives the database going away: it tries again every LISTEN_RETRY_MS until the database
 * answers, for as long as that takes. The first connect must succeed (the server does not start
 * without its database).
 */
export async function startListener(options: ListenerOptions): Promise<PgListener> {
  const { connectionString, channels, logger } = options;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let lostAt: number | null = null;

  const lost = () => {
    client = null;
    if (closed) return;
    lostAt ??= Date.now();
    logger.warn({ channels }, "LISTEN connection lost; reconnecting");
    retry = setTimeout(reconnect, LISTEN_RETRY_MS);
  };

  /** Connects and LISTENs; the connection then counts as this listener's until it ends. */
  const open = async (): Promise<void> => {
    const listener = new pg.Client({ connectionString, connectionTimeoutMillis: LISTEN_CONNECT_TIMEOUT_MS });
    listener.on("notification", (message) => options.onNotification(message.channel, message.payload ?? ""));
    // The connection's end follows its error, and the end is what starts the reconnecting.
    listener.on("error", () => undefined);
    try {
      await listener.connect();
      for (const channel of channels) await listener.query(`LISTEN ${channel}`);
    } catch (error) {
      void listener.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void listener.end().catch(() => undefined);
    client = listener;
    listener.once("end", () => {
      if (client === listener) lost();
    });
  };

  const reconnect = () => {
    if (closed) return;
    open().then(
      () => {
        if (closed) return;
        logger.info({ channels, downMs: lostAt === null ? 0 : Date.now() - lostAt }, "LISTEN connection back");
        lostAt = null;
        options.onReconnect?.();
      },
      () => {
        if (!closed) retry = setTimeout(reconnect, LISTEN_RETRY_MS);
      },
    );
  };

  await open();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
