import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "@aesop/shared/contracts/errors";
import type { DatabaseHandle } from "../db/client";
import { createTestDatabase } from "../testing/test-database";
import { createApp } from "./create-app";
import { createLogger } from "./logger";

describe("the one error handler, with the database's own errors", () => {
  let database: DatabaseHandle;
  const logLines: string[] = [];
  const app = createApp(createLogger("info", { write: (line: string) => void logLines.push(line) }));
  const personal = "ada.private@example.org";

  beforeAll(async () => {
    database = await createTestDatabase();
    app.get("/nul", async (c) => {
      // A NUL byte that no schema caught reaches PostgreSQL, which refuses it (SQLSTATE 22021).
      await database.db.execute(sql`select ${`${personal}\u0000`}::text as value`);
      return c.json({ ok: true });
    });
    app.get("/broken", async (c) => {
      await database.db.execute(sql`select * from no_such_table where email = ${personal}`);
      return c.json({ ok: true });
    });
  });
  afterAll(() => database.close());

  it("answers a data exception with 400 INVALID_INPUT, not 500", async () => {
    const response = await app.request("/nul");
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe("INVALID_INPUT");
  });

  it("answers other database errors with 500 and no detail", async () => {
    const response = await app.request("/broken");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/no_such_table|select|personal/i);
  });

  it("logs the error's type, code and statement, never the statement's parameters", () => {
    const logged = logLines.join("\n");
    expect(logged).toContain("input refused by the database");
    expect(logged).toContain("unhandled error");
    expect(logged).toContain("42P01");
    expect(logged).not.toContain(personal);
    expect(logged).not.toContain("params:");
  });
});

describe("the error handler when the database cannot be reached", () => {
  it("answers 503 DATABASE_UNAVAILABLE with Retry-After, for a stopped database and a refused connection", async () => {
    const database = await createTestDatabase();
    const app = createApp(createLogger("silent"));
    app.get("/projects", async (c) => c.json(await database.db.execute(sql`select 1 as one`)));
    // Nothing listens on port 9 of loopback: the connection is refused.
    const unreachable = new pg.Pool({ host: "127.0.0.1", port: 9, connectionTimeoutMillis: 2000 });
    app.get("/refused", async (c) => c.json((await unreachable.query("select 1")).rows));
    await database.close();

    for (const path of ["/projects", "/refused"]) {
      const response = await app.request(path);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(apiErrorSchema.parse(await response.json()).error).toMatchObject({
        code: "DATABASE_UNAVAILABLE",
        message: expect.stringContaining("try again in a few seconds") as unknown,
      });
    }
    await unreachable.end();
  });
});
