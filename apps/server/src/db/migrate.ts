import { migrate } from "drizzle-orm/node-postgres/migrator";
import { serverFile } from "../lib/server-files";
import type { Database } from "./client";

// The committed SQL stays in src/ and is read from there by the compiled server too.
export const MIGRATIONS_FOLDER = serverFile("src", "db", "migrations");

/** Applies the committed SQL migrations; safe to call at every start. */
export async function applyMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
