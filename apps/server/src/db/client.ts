import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema/index";

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
 * PostgreSQL wire-protocol socket on loopback, so node-postgres, Drizzle and every later job or
 * query run on it exactly as they run on a server.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize });
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
    const pglite = await PGlite.create(inMemory ? undefined : join(resolve(options.dataDir), "pgdata"));
    const socket = new PGLiteSocketServer({
      db: pglite,
      host: "127.0.0.1",
      port: 0,
      maxConnections: options.poolSize,
    });
    await socket.start();
    const [host, port] = socket.getServerConn().split(":");
    const pool = new pg.Pool({
      host,
      port: Number(port),
      user: "postgres",
      database: "postgres",
      max: options.poolSize,
    });
    const close = async () => {
      await pool.end();
      await socket.stop();
      await pglite.close();
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
