import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { createTestDatabase } from "../testing/test-database";
import { createLocalEventBus } from "./realtime";
import { createLogger } from "./logger";
import { startListener, type PgListener } from "./pg-listener";

describe("the local event bus", () => {
  it("resyncs every open stream, of every user", async () => {
    const bus = createLocalEventBus();
    const received: string[] = [];
    bus.subscribe("ada", (event) => received.push(`ada:${event.type}`));
    bus.subscribe("grace", (event) => received.push(`grace:${event.type}`));
    bus.resync();
    expect(received.sort()).toEqual(["ada:resync", "grace:resync"]);
    await bus.close();
  });
});

describe.runIf(process.env.AESOP_TEST_DB === "postgres")("a LISTEN connection that is cut", () => {
  let database: DatabaseHandle;
  let listener: PgListener;
  const heard: string[] = [];
  let reconnects = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    listener = await startListener({
      connectionString: database.connectionString!,
      channels: ["test_channel"],
      logger: createLogger("silent"),
      onNotification: (_channel, payload) => heard.push(payload),
      onReconnect: () => reconnects++,
    });
  });
  afterAll(async () => {
    await listener.close();
    await database.close();
  });

  it("comes back within a second, says so, and hears again", async () => {
    const { rows } = await database.pool.query<{ terminated: boolean }>(
      `select pg_terminate_backend(pid) as terminated from pg_stat_activity
        where datname = current_database() and query like 'LISTEN%'`,
    );
    expect(rows).toEqual([{ terminated: true }]);
    const cut = Date.now();
    while (reconnects === 0 && Date.now() - cut < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reconnects).toBe(1);
    expect(Date.now() - cut).toBeLessThan(1000);
    await database.pool.query("select pg_notify('test_channel', 'after')");
    const sent = Date.now();
    while (heard.length === 0 && Date.now() - sent < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual(["after"]);
  });
});
