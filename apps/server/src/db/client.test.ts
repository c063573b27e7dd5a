import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client";

describe("the embedded database", () => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  // The pool closes idle or broken connections and opens new ones straight away; the socket
  // server must not refuse those while it still counts the closed ones (a CI failure once).
  it("accepts a full pool of new connections right after the pool closed its old ones", async () => {
    database = await openDatabase({ dataDir: "memory://", poolSize: 4 });
    const { pool } = database;
    let failures = 0;
    for (let round = 0; round < 30; round++) {
      const clients = await Promise.all([1, 2, 3, 4].map(() => pool.connect()));
      // release(true) destroys the connection, as the idle timeout or an error does.
      for (const client of clients) client.release(true);
      const results = await Promise.allSettled([1, 2, 3, 4].map(() => pool.query("select 1 as one")));
      failures += results.filter((result) => result.status === "rejected").length;
    }
    expect(failures).toBe(0);
  });
});
