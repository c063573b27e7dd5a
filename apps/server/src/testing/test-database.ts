import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { applyMigrations } from "../db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated embedded database (PGlite's dumpDataDir tarball). */
    pgliteTemplate: string;
  }
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close). Set by vitest.config.ts.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  // Test-only configuration, set by vitest.config.ts rather than by operators.
  const { AESOP_TEST_DB: kind, TEST_DATABASE_URL: serverUrl } = process.env;
  if (kind === "postgres") {
    if (!serverUrl) throw new Error("AESOP_TEST_DB=postgres needs TEST_DATABASE_URL");
    return createServerDatabase(serverUrl);
  }
  const template = await migratedTemplate();
  const database = await openDatabase({ dataDir: "memory://", poolSize: 4, initialData: template });
  // Started from the migrated template, the migrations find nothing to do (and keep a stale one honest).
  await applyMigrations(database.db);
  return database;
}

/**
 * The migrated database the run's global setup dumped (pglite-template.global-setup.ts), read once
 * per file; undefined outside Vitest (the benches), where each database is created from scratch.
 */
function migratedTemplate(): Promise<Uint8Array | undefined> {
  // Read once per file: a file that opens several databases starts each from the same bytes.
  template ??= (async () => {
    if (!process.env.VITEST) return undefined;
    const { inject } = await import("vitest");
    const file = inject("pgliteTemplate");
    return file ? new Uint8Array(await readFile(file)) : undefined;
  })();
  return template;
}
let template: Promise<Uint8Array | undefined> | undefined;

async function createServerDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `aesop_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "unused", poolSize: 4 });
  await applyMigrations(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/**
 * Drops the test database once its connections have closed. FORCE would terminate a pool client
 * still finishing its goodbye, which surfaces as an unhandled error; it is only the last resort.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        // 55006: object_in_use, other sessions are still connected.
        if ((error as { code?: string }).code !== "55006") throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await cleanup.end();
  }
}
