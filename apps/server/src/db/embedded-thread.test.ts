import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { startEmbeddedThread } from "./embedded-thread";

describe("the embedded database in a thread of its own", () => {
  const folder = mkdtempSync(join(tmpdir(), "aesop-embedded-thread-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("answers while this thread goes on: a slow query does not stop the event loop", async () => {
    const database = await openDatabase({ dataDir: "memory://", poolSize: 2 });
    try {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 20);
      const started = performance.now();
      await database.pool.query("select pg_sleep(0.6)");
      clearInterval(timer);
      expect(performance.now() - started).toBeGreaterThanOrEqual(550);
      // In this thread, PGlite's synchronous WebAssembly would have let no timer run for 600 ms.
      expect(ticks).toBeGreaterThanOrEqual(15);
    } finally {
      await database.close();
    }
  });

  it("dumps its data directory, and an in-memory database started from the dump has its rows", async () => {
    const original = await openDatabase({ dataDir: "memory://", poolSize: 1 });
    await original.pool.query("create table copied (value text)");
    await original.pool.query("insert into copied values ('in the template')");
    const dump = await original.dumpDataDir!();
    await original.close();

    const copies = [
      await openDatabase({ dataDir: "memory://", poolSize: 1, initialData: dump }),
      await openDatabase({ dataDir: "memory://", poolSize: 1, initialData: dump }),
    ];
    try {
      await copies[0]!.pool.query("insert into copied values ('only in the first copy')");
      const read = (copy: (typeof copies)[number]) =>
        copy.pool.query<{ value: string }>("select value from copied order by value").then((result) => result.rows);
      expect(await read(copies[0]!)).toEqual([{ value: "in the template" }, { value: "only in the first copy" }]);
      // Each copy is its own database.
      expect(await read(copies[1]!)).toEqual([{ value: "in the template" }]);
    } finally {
      await Promise.all(copies.map((copy) => copy.close()));
    }
  });

  it("keeps its files: what one life wrote, the next reads", async () => {
    const dataDir = join(folder, "data");
    const first = await openDatabase({ dataDir, poolSize: 2 });
    await first.pool.query("create table kept (value text)");
    await first.pool.query("insert into kept values ('written before the restart')");
    await first.close();

    const second = await openDatabase({ dataDir, poolSize: 2 });
    try {
      const { rows } = await second.pool.query<{ value: string }>("select value from kept");
      expect(rows).toEqual([{ value: "written before the restart" }]);
    } finally {
      await second.close();
    }
  });

  it("fails to start with the database's own reason, and leaves no thread behind", async () => {
    const notAFolder = join(folder, "a-file");
    writeFileSync(notAFolder, "not a database");
    await expect(startEmbeddedThread({ dataDir: notAFolder, maxConnections: 2 })).rejects.toThrow(
      /the embedded database did not start|ENOTDIR|EEXIST|not a directory/i,
    );
  });
});
