import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client";

describe("the embedded database", () => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  // PGlite is one session behind its socket server, which queues each protocol message apart:
  // two connections interleaved their Parse/Bind/Execute and answered each other's queries.
  it("answers each of many concurrent parameterised queries with its own rows", async () => {
    database = await openDatabase({ dataDir: "memory://", poolSize: 10 });
    const { pool } = database;
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        pool.query<{ n: number; label: string }>("select $1::int as n, $2::text as label", [n, `query ${n}`]),
      ),
    );
    expect(answers.map((answer) => answer.rows[0])).toEqual(
      Array.from({ length: 300 }, (_, n) => ({ n, label: `query ${n}` })),
    );
  });

  it("keeps a transaction to itself: another caller's writes are neither inside it nor rolled back with it", async () => {
    database = await openDatabase({ dataDir: "memory://", poolSize: 10 });
    const { db, pool } = database;
    await pool.query("create table notes (author text not null, n int not null)");
    const rolledBack = db
      .transaction(async (tx) => {
        for (let n = 0; n < 20; n++) {
          await tx.execute(sql`insert into notes values ('rolled back', ${n})`);
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        throw new Error("give up");
      })
      .catch((error: unknown) => (error as Error).message);
    const committed = Promise.all(
      Array.from({ length: 20 }, (_, n) => pool.query("insert into notes values ('committed', $1)", [n])),
    );
    const [outcome] = await Promise.all([rolledBack, committed]);
    expect(outcome).toBe("give up");
    const { rows } = await pool.query<{ author: string; count: number }>(
      "select author, count(*)::int as count from notes group by author",
    );
    expect(rows).toEqual([{ author: "committed", count: 20 }]);
  });

  it("holds one connection, and replaces a broken one at once", async () => {
    database = await openDatabase({ dataDir: "memory://", poolSize: 4 });
    const { pool } = database;
    let failures = 0;
    for (let round = 0; round < 30; round++) {
      const client = await pool.connect();
      // release(true) destroys the connection, as an error does.
      client.release(true);
      const results = await Promise.allSettled([1, 2, 3, 4].map(() => pool.query("select 1 as one")));
      failures += results.filter((result) => result.status === "rejected").length;
      expect(pool.totalCount).toBe(1);
    }
    expect(failures).toBe(0);
  });
});
