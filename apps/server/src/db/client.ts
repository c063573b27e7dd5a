import { join, resolve } from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import { startEmbeddedThread } from "./embedded-thread";
import * as schema from "./schema/index";

/** Where the pool reports a connection it lost while idle (a database restart); never fatal. */
export type ConnectionErrorListener = (error: Error) => void;

export type Database = NodePgDatabase<typeof schema>;
export type DatabaseKind = "embedded" | "server";

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  kind: DatabaseKind;
  /** The server's URL, for connections outside the pool (LISTEN); absent when embedded. */
  connectionString?: string;
  /** The embedded database's data directory as a tarball (PGlite's dumpDataDir); absent on a server. */
  dumpDataDir?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent an embedded PGlite database is started. */
  databaseUrl?: string;
  /** Where the embedded database keeps its files; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /**
   * An in-memory database's starting point, a data directory as PGlite's dumpDataDir writes it: the
   * tests start each database from one migrated copy instead of initdb and every migration.
   */
  initialData?: Uint8Array;
  /** Connections to a PostgreSQL server; the embedded database has one (EMBEDDED_POOL). */
  poolSize: number;
  /** Told of connections lost outside a query (logged by the server); without it they are ignored. */
  onConnectionError?: ConnectionErrorListener;
}

/**
 * How long a request waits for a connection (a free one, or a new one to an unreachable server)
 * before it is answered 503, rather than hanging while the network to the database is down.
 */
export const CONNECTION_TIMEOUT_MS = 10_000;

/**
 * A pool that survives the database going away. node-postgres emits 'error' on the pool for an
 * idle connection that dies, and on a checked-out client (a transaction between two queries):
 * with no listener either one ends the process. The pool drops such connections by itself and
 * opens new ones on demand, so queries work again as soon as the database answers.
 */
function resilientPool(config: pg.PoolConfig, onConnectionError: ConnectionErrorListener = () => undefined) {
  const pool = new pg.Pool({ connectionTimeoutMillis: CONNECTION_TIMEOUT_MS, ...config });
  pool.on("error", onConnectionError);
  // A checked-out client's own error fails the query that uses it next; idle ones reach the pool's.
  pool.on("connect", (client) => client.on("error", () => undefined));
  return pool;
}

/**
 * The embedded database is one PostgreSQL session (PGlite), whatever the number of sockets: its
 * socket server queues each protocol message on its own, so two connections interleave inside one
 * extended-protocol exchange (one's Bind meets the other's Parse: "portal does not exist", another
 * request's rows) and inside one transaction. The pool therefore holds exactly one connection, and
 * node-postgres's queue keeps each query, and each transaction checked out of the pool, whole
 * (docs/decisions/0036). PGlite runs one statement at a time anyway: nothing is lost but a round
 * trip on loopback per query.
 */
export const EMBEDDED_POOL: pg.PoolConfig = {
  max: 1,
  // The one connection is kept, not closed when idle and opened again.
  idleTimeoutMillis: 0,
  // Waiting for the connection is waiting in the queue, not for an unreachable server: no limit.
  connectionTimeoutMillis: 0,
};

/**
 * Sockets the embedded socket server accepts: the pool's one, and one more because the server
 * counts a closed socket out only on a later tick, so a broken connection replaced at once would
 * be refused ("Too many connections").
 */
export const EMBEDDED_SOCKETS = 2;

const kinds = new WeakMap<Database, DatabaseKind>();

/**
 * The name to prepare a statement under: its own on a PostgreSQL server, where each pool
 * connection is a session that keeps it (parsed and planned once per connection); none on the
 * embedded database, whose one session outlives a socket: a connection opened after a broken one
 * would prepare a name the session still holds, and fail. Drizzle still builds the SQL text once.
 */
export function statementName(db: Database, name: string): string {
  return kinds.get(db) === "server" ? name : "";
}

/**
 * One driver for both kinds (docs/decisions/0002): the embedded database is PGlite behind its
 * PostgreSQL wire-protocol socket on loopback, in a thread of its own (embedded-thread.ts), so
 * node-postgres, Drizzle and every later job or query run on it exactly as they run on a server.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = resilientPool(
      { connectionString: options.databaseUrl, max: options.poolSize },
      options.onConnectionError,
    );
    const db = drizzle({ client: pool, schema });
    kinds.set(db, "server");
    return {
      db,
      pool,
      kind: "server",
      connectionString: options.databaseUrl,
      close: () => pool.end(),
    };
  }

  const inMemory = options.dataDir === "memory://";
  const unlock = inMemory ? () => undefined : lockDataDir(resolve(options.dataDir));
  try {
    const thread = await startEmbeddedThread({
      dataDir: inMemory ? undefined : join(resolve(options.dataDir), "pgdata"),
      initialData: inMemory ? options.initialData : undefined,
      maxConnections: EMBEDDED_SOCKETS,
    });
    const pool = resilientPool(
      { host: thread.host, port: thread.port, user: "postgres", database: "postgres", ...EMBEDDED_POOL },
      options.onConnectionError,
    );
    const close = async () => {
      await pool.end();
      await thread.close();
      unlock();
    };
    const db = drizzle({ client: pool, schema });
    kinds.set(db, "embedded");
    return { db, pool, kind: "embedded", dumpDataDir: () => thread.dump(), close };
  } catch (error) {
    unlock();
    throw error;
  }
}
