import { openDatabase } from "./db/client";
import { createServerContext } from "./context-factory";
import { createLogger } from "./lib/logger";
import { loadEnvOrExit, stopOnSignals } from "./lib/process-lifecycle";

/**
 * `npm run worker`: the job workers (e-mail, agents) without the HTTP server, for deployments that
 * scale them apart. They share the PostgreSQL server of the web instances, which then run with
 * WORKERS=false; the embedded database belongs to one process, so a worker needs DATABASE_URL.
 */
async function main() {
  const env = loadEnvOrExit();
  if (!env.DATABASE_URL) {
    console.error(
      "npm run worker needs DATABASE_URL: the embedded database belongs to the `npm start` process, which runs the workers itself.",
    );
    process.exit(1);
  }
  const logger = createLogger(env.LOG_LEVEL).child({ process: "worker" });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    onConnectionError: (error) => logger.warn({ err: error }, "database connection lost"),
  });
  const ctx = await createServerContext(env, database, logger, { workers: true });
  logger.info("AESOP workers running");
  stopOnSignals(logger, async () => {
    await ctx.stopJobs();
    await database.close();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
