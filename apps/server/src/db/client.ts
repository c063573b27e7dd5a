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
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent an embedded PGlite database is started. */
  databaseUrl?: string;
  /** Where the embedded database keeps its files; `memory://` keeps it in memory (tests). */
  dataDir: string;
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
  const pool = new pg.Pool({ ...config, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS });
  pool.on("error", onConnectionError);
  // A checked-out client's own error fails the query that uses it next; idle ones reach the pool's.
  pool.on("connect", (client) => client.on("error", () => undefined));
  return pool;
}

/** Room on the embedded socket server for connections the pool has closed but the server not yet counted out. */
export function embeddedConnectionLimit(poolSize: number): number {
  return poolSize * 2;
}

const kinds = new WeakMap<Database, DatabaseKind>();

/**
 * The name to prepare a statement under: its own on a PostgreSQL server, where each pool
 * connection is a session that keeps it (parsed and planned once per connection); none on the
 * embedded database, whose pool connections share one session, where a second connection
 * preparing the same name would fail. Drizzle still builds the SQL text only once.
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
      // The socket server forgets a closed connection only on a later tick: a pool that replaces
      // a closed connection at once would be refused ("Too many connections") at exactly its size.
      maxConnections: embeddedConnectionLimit(options.poolSize),
    });
    const pool = resilientPool(
      { host: thread.host, port: thread.port, user: "postgres", database: "postgres", max: options.poolSize },
      options.onConnectionError,
    );
    const close = async () => {
      await pool.end();
      await thread.close();
      unlock();
    };
    const db = drizzle({ client: pool, schema });
    kinds.set(db, "embedded");
    return { db, pool, kind: "embedded", close };
  } catch (error) {
    unlock();
    throw error;
  }
}
