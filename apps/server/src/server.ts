import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { buildApp } from "./app";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { createServerContext, type RunningContext } from "./context-factory";
import type { Env } from "./env";
import { createLogger, type Logger } from "./lib/logger";

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseHandle;
  /** The services of this instance (tests call them, e.g. to create a report as an agent would). */
  ctx: RunningContext;
  logger: Logger;
  /** Stops accepting connections, lets open requests finish, then closes the database. */
  stop(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;

/** Opens the database, applies migrations and listens. Used by index.ts and by the API tests. */
export async function startServer(env: Env, logger = createLogger(env.LOG_LEVEL)): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  try {
    const ctx = await createServerContext(env, database, logger, { workers: env.WORKERS });
    const app = buildApp(ctx);
    const server = await listen(app.fetch, env);
    const port = (server.address() as AddressInfo).port;
    logger.info({ port, database: database.kind }, "AESOP listening");
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      database,
      ctx,
      logger,
      stop: async () => {
        await closeServer(server);
        await ctx.stopJobs();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

function listen(fetch: Parameters<typeof serve>[0]["fetch"], env: Env): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: env.PORT, hostname: env.HOST }, () => resolve(server));
    server.once("error", reject);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  });
}
