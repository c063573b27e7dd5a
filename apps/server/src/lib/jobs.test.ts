import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { createTestDatabase } from "../testing/test-database";
import { DEFAULT_RETRY, startJobQueue } from "./jobs";
import { createLogger } from "./logger";

describe("the job queue's settings", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("follow the configuration of each start, also on a queue that exists already", async () => {
    const logger = createLogger("silent");
    const first = await startJobQueue(database.pool, logger, [{ name: "test.limits", expireInSeconds: 100 }]);
    expect(await first.getQueue("test.limits")).toMatchObject({ expireInSeconds: 100, ...DEFAULT_RETRY });
    await first.stop({ graceful: false, wait: true });

    const second = await startJobQueue(database.pool, logger, [{ name: "test.limits", expireInSeconds: 250 }]);
    expect(await second.getQueue("test.limits")).toMatchObject({ expireInSeconds: 250, ...DEFAULT_RETRY });
    await second.stop({ graceful: false, wait: true });
  });
});
