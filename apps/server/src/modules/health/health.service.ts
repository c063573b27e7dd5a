import { sql } from "drizzle-orm";
import type { HealthResponse } from "@aesop/shared/contracts/health";
import type { DatabaseHandle } from "../../db/client";
import { APP_VERSION } from "../../lib/version";

const DATABASE_CHECK_TIMEOUT_MS = 2000;

export async function checkHealth(database: DatabaseHandle): Promise<HealthResponse> {
  const up = await Promise.race([
    database.db.execute(sql`select 1`).then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(resolve, DATABASE_CHECK_TIMEOUT_MS, false).unref()),
  ]);
  return {
    status: up ? "ok" : "degraded",
    database: up ? "up" : "down",
    databaseKind: database.kind,
    uptimeSeconds: Math.round(process.uptime()),
    version: APP_VERSION,
  };
}
