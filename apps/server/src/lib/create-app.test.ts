import { sql } from "drizzle-orm";
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
