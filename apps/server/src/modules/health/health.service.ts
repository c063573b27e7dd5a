import type { HealthResponse } from "@aesop/shared/contracts/health";
import type { DatabaseHandle } from "../../db/client";
import { APP_VERSION } from "../../lib/version";
import { pingDatabase } from "./health.queries";

const DATABASE_CHECK_TIMEOUT_MS = 2000;

export async function checkHealth(database: DatabaseHandle): Promise<HealthResponse> {
  const up = await Promise.race([
    pingDatabase(database.db).then(
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
