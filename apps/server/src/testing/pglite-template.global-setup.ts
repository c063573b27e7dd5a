import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { applyMigrations } from "../db/migrate";

/**
 * Once per test run: one embedded database, migrated, dumped to a file. Each test file's database
 * starts from it (testing/test-database.ts) instead of running initdb and every migration again
 * (bench/README.md, "Test-suite time").
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), "aesop-pglite-template-"));
  const database = await openDatabase({ dataDir: "memory://", poolSize: 1 });
  try {
    await applyMigrations(database.db);
    const file = join(folder, "migrated.tar");
    writeFileSync(file, await database.dumpDataDir!());
    project.provide("pgliteTemplate", file);
  } finally {
    await database.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
