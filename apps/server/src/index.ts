import { createLogger } from "./lib/logger";
import { loadEnvOrExit, stopOnSignals } from "./lib/process-lifecycle";
import { startServer } from "./server";

async function main() {
  const env = loadEnvOrExit();
  const logger = createLogger(env.LOG_LEVEL);
  const server = await startServer(env, logger);
  stopOnSignals(logger, () => server.stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
