import { join, resolve } from "node:path";
import { tmpdir } from "node:os";
import { reportAgents, runAgents } from "./agents/registry";
import { createAgentRuntime } from "./agents/runtime/agent-runtime";
import { agentJobTimeLimitSeconds } from "./agents/runtime/jobs/agent-job-limit";
import { markReportsInterrupted, registerReportWorker, reportQueueOf } from "./agents/runtime/jobs/report-jobs";
import { createAuth, siteOrigins } from "./auth";
import type { ServerContext } from "./context";
import type { DatabaseHandle } from "./db/client";
import { applyMigrations } from "./db/migrate";
import type { Env } from "./env";
import { reclaimInterruptedJobs, startJobQueue, STOP_GRACE_MS } from "./lib/jobs";
import type { Logger } from "./lib/logger";
import { createMailer } from "./lib/mailer";
import { createAccessCache } from "./lib/access-cache";
import { createEventBus } from "./lib/realtime";
import { createSecretBox } from "./lib/secret-box";
import { ensureSecretKey } from "./lib/secret-key";
import { createLocalStorage } from "./lib/storage";
import { ensureAdmin } from "./modules/account/account.service";
import { PASSWORD_RESET_QUEUE, registerPasswordResetWorker } from "./modules/credentials/password-reset.jobs";
import { registerEmailWorker } from "./modules/email/email.jobs";
import { requeueStuckEmails, SEND_EMAIL_QUEUE } from "./modules/email/email.service";
import { ensureNdaSeeded } from "./modules/nda/nda.service";

export interface RunningContext extends ServerContext {
  /**
   * Stops the job workers and the event bus; the database is closed by its owner. Running jobs may
   * finish for `graceMs` (STOP_GRACE_MS by default); then they are given up and failed for a retry.
   */
  stopJobs(graceMs?: number): Promise<void>;
}

/**
 * Builds what every request and job uses: migrations applied, job queue started, auth, mail,
 * storage, the seeded NDA and the configured admin. `workers: false` leaves jobs queued (for
 * a process that only serves HTTP).
 */
export async function createServerContext(
  env: Env,
  database: DatabaseHandle,
  logger: Logger,
  { workers = true }: { workers?: boolean } = {},
): Promise<RunningContext> {
  const { db } = database;
  await applyMigrations(db);
  const secret = ensureSecretKey(env);
  const agents = createAgentRuntime(env);
  // Each agent's attempt expires after the longest it can take in the agent's mode, not pg-boss's 15 minutes.
  const agentQueues = reportAgents().map((agent) => ({
    name: reportQueueOf(agent.id),
    expireInSeconds: agentJobTimeLimitSeconds(env, agents.modeOf(agent.id)),
  }));
  const runQueues = runAgents().flatMap((agent) => agent.queues(env));
  const jobs = await startJobQueue(
    database.pool,
    logger,
    [{ name: SEND_EMAIL_QUEUE }, { name: PASSWORD_RESET_QUEUE }, ...agentQueues, ...runQueues],
    { concurrency: env.JOB_CONCURRENCY, notifyConnectionString: database.connectionString },
  );
  const events = await createEventBus(database, logger);
  const access = createAccessCache(events, { ttlMs: env.ACCESS_CACHE_SECONDS * 1000 });
  const auth = createAuth({ env, db, jobs, secret, logger, access });
  const mailer = createMailer(env.SMTP_URL, env.MAIL_FROM);
  const storageRoot =
    env.DATA_DIR === "memory://"
      ? join(tmpdir(), `aesop-storage-${process.pid}`)
      : join(resolve(env.DATA_DIR), "storage");
  const ctx: RunningContext = {
    env,
    database,
    db,
    auth,
    jobs,
    mailer,
    storage: createLocalStorage(storageRoot),
    logger,
    baseUrl: siteOrigins(env).baseURL,
    events,
    access,
    secrets: createSecretBox(secret),
    agents,
    stopJobs: async (graceMs = STOP_GRACE_MS) => {
      await events.close();
      await jobs.stop({ graceful: true, wait: true, timeout: graceMs });
    },
  };

  // The embedded database is this process's alone: a job still active was its previous life's.
  if (database.kind === "embedded") {
    const interrupted = await reclaimInterruptedJobs(jobs, database.pool, [
      SEND_EMAIL_QUEUE,
      PASSWORD_RESET_QUEUE,
      ...agentQueues.map((queue) => queue.name),
      ...runQueues.map((queue) => queue.name),
    ]);
    await markReportsInterrupted(ctx, interrupted);
    if (interrupted.length > 0) logger.info({ jobs: interrupted.length }, "retrying jobs interrupted by a restart");
  }

  await ensureNdaSeeded(ctx);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(ctx, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    logger.info({ email: env.ADMIN_EMAIL, outcome }, "admin account ready");
  }
  if (workers) {
    await registerEmailWorker(ctx);
    await registerPasswordResetWorker(ctx);
    for (const agent of reportAgents()) await registerReportWorker(ctx, agent.id, agent.modes);
    for (const agent of runAgents()) await agent.registerWorkers(ctx);
    const requeued = await requeueStuckEmails(ctx);
    if (requeued > 0) logger.info({ requeued }, "re-queued e-mails left in the outbox");
    if (!mailer) logger.info("no SMTP_URL: e-mails are kept in the outbox (/admin/outbox)");
  }
  logger.info(ctx.agents.describe(), "agent modes");
  return ctx;
}
