import type { AgentRuntime } from "./agents/runtime/agent-runtime";
import type { AccessCache } from "./lib/access-cache";
import type { Auth } from "./auth";
import type { Database, DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { JobQueue } from "./lib/jobs";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./lib/mailer";
import type { SecretBox } from "./lib/secret-box";
import type { EventBus } from "./lib/realtime";
import type { FileStorage } from "./lib/storage";

/** Everything a request handler, job or service may need, built once at start (server.ts). */
export interface ServerContext {
  env: Env;
  database: DatabaseHandle;
  db: Database;
  auth: Auth;
  jobs: JobQueue;
  mailer: Mailer | null;
  storage: FileStorage;
  /** Realtime events to the user's open streams, across instances. */
  events: EventBus;
  /** Sessions, NDA acceptances and the latest NDA version, kept briefly (docs/decisions/0018). */
  access: AccessCache;
  logger: Logger;
  /** Public origin used in e-mail links. */
  baseUrl: string;
  /** Encrypts what users entrust to AESOP (target keys) under a key derived from SECRET_KEY. */
  secrets: SecretBox;
  /** Which mode each agent runs in, and the configured model, transcriber and webhooks. */
  agents: AgentRuntime;
}
