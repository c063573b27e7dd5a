import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { buildApp } from "./app";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { createServerContext, type RunningContext } from "./context-factory";
import type { Env } from "./env";
import { watchForShutdown } from "./lib/http-shutdown";
import { createLogger, type Logger } from "./lib/logger";

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseHandle;
  /** The services of this instance (tests call them, e.g. to create a report as an agent would). */
  ctx: RunningContext;
  logger: Logger;
  /**
   * Stops accepting connections, ends the event streams, lets open requests finish (answered with
   * `Connection: close`), then stops the jobs and closes the database. `jobGraceMs` is how long
   * running jobs may finish before they are given up and failed (retried by the next process).
   */
  stop(options?: { jobGraceMs?: number }): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;
/** Longer than the 60 s idle timeout of common load balancers and proxies in front of a server. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Opens the database, applies migrations and listens. Used by index.ts and by the API tests. */
export async function startServer(env: Env, logger = createLogger(env.LOG_LEVEL)): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    onConnectionError: (error) => logger.warn({ err: error }, "database connection lost"),
  });
  try {
    const ctx = await createServerContext(env, database, logger, { workers: env.WORKERS });
    const app = buildApp(ctx);
    const server = await listen(app.fetch, env);
    const shutdown = watchForShutdown(server);
    const port = (server.address() as AddressInfo).port;
    logger.info({ port, database: database.kind }, "AESOP listening");
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      database,
      ctx,
      logger,
      stop: async ({ jobGraceMs } = {}) => {
        const closed = shutdown.close(SHUTDOWN_GRACE_MS);
        await ctx.events.close();
        await closed;
        await ctx.stopJobs(jobGraceMs);
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

function listen(fetch: Parameters<typeof serve>[0]["fetch"], env: Env): Promise<Server> {
  return new Promise((resolve, reject) => {
    // Without createServer or serverOptions, @hono/node-server makes a plain node:http server.
    const server = serve({ fetch, port: env.PORT, hostname: env.HOST }, () => resolve(server as Server));
    // Node closes an idle kept-alive connection after 5 s, which a client (or a proxy pooling
    // connections for a minute) may pick for its next request at that very moment: ECONNRESET.
    // Idle connections stay open longer than common proxies keep theirs.
    (server as Server).keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    (server as Server).headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    server.once("error", reject);
  });
}
