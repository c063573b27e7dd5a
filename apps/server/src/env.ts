import { AGENTS } from "@aesop/shared/agents";
import { z } from "zod";

/**
 * The only reader of process.env. Every variable of the product is declared here, validated at
 * start, and a bad value stops the process with a message naming the variable.
 */

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const postgresUrl = z
  .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
  .optional();

/**
 * Webhook mode per agent: an external workflow does the agent's work (spec section 7). The
 * variable of each agent (`INSTRUCTIONS_WEBHOOK_URL`, …) is named in the agent catalogue.
 */
const WEBHOOK_VARIABLES = AGENTS.flatMap((agent) =>
  agent.webhookEnv && agent.status === "active" ? [{ agent: agent.id, name: agent.webhookEnv }] : [],
);
const webhookUrlSchemas = Object.fromEntries(
  WEBHOOK_VARIABLES.map(({ name }) => [name, z.preprocess((v) => (v === "" ? undefined : v), z.url().optional())]),
) as Record<string, z.ZodType<string | undefined>>;

/** The variables are declared from the catalogue, so their names are not known to the type. */
function webhookVariable(env: object, name: string): string | undefined {
  return (env as Record<string, string | undefined>)[name];
}

const envSchema = z
  .object({
    ...webhookUrlSchemas,
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    /** Whether evaluation targets may be on private networks or this machine (lib/network-guard.ts). */
    PRIVATE_TARGETS: z.enum(["auto", "allow", "block"]).default("auto"),
    /**
     * The largest answer AESOP reads from an evaluation target (Test connection, runs, the Cave);
     * a larger one is cut off and reported as that scenario's error.
     */
    TARGET_MAX_REPLY_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(256 * 1024 * 1024)
      .default(1024 * 1024),
    DATABASE_URL: z.preprocess((v) => (v === "" ? undefined : v), postgresUrl),
    DATA_DIR: z.string().min(1).default("./data"),
    /** Connections of the server's pool (and of the embedded database's multiplexer). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /**
     * How long an instance trusts what it read about a session (user, role, NDA acceptance) and the
     * latest NDA version before reading them again; 0 reads them on every request. Changes made
     * through AESOP take effect at once everywhere; changes made in the database directly within this.
     */
    ACCESS_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    /** Behind a load balancer: take the client address from X-Forwarded-For (for rate limits). */
    TRUST_PROXY: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SMTP_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    ),
    MAIL_FROM: z.string().min(3).default("AESOP <no-reply@aesop.local>"),
    ADMIN_EMAIL: z.preprocess((v) => (v === "" ? undefined : v), z.email().optional()),
    ADMIN_PASSWORD: optionalString,
    LLM_PROVIDER: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.enum(["openai-compatible", "anthropic"]).optional(),
    ),
    LLM_BASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url().optional()),
    LLM_API_KEY: optionalString,
    LLM_MODEL: optionalString,
    /** Per model call; a call that takes longer is aborted (and retried by the job when it is one). */
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    /** Retries of a model call on 429 and 5xx answers, with exponential backoff (AI SDK). */
    LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    /**
     * How an OpenAI-compatible server is asked for schema-shaped answers (reviews): `json-schema`
     * (response_format json_schema: OpenAI, vLLM, Ollama, llama.cpp, LM Studio), `tool` (a forced
     * function call, for servers without json_schema) or `json` (JSON mode, the schema in the prompt).
     */
    LLM_STRUCTURED_OUTPUT: z.enum(["json-schema", "tool", "json"]).default("json-schema"),
    /**
     * The Eval Agent's judge in LLM mode, separate from the agent model: defaults to LLM_MODEL,
     * LLM_BASE_URL and LLM_API_KEY (same provider, LLM_PROVIDER).
     */
    JUDGE_MODEL: optionalString,
    JUDGE_BASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url().optional()),
    JUDGE_API_KEY: optionalString,
    /** Voice input: a speech-to-text model of an OpenAI-style /audio/transcriptions endpoint. */
    TRANSCRIPTION_MODEL: optionalString,
    /** Defaults to LLM_BASE_URL / LLM_API_KEY (Anthropic has no transcription endpoint). */
    TRANSCRIPTION_BASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url().optional()),
    TRANSCRIPTION_API_KEY: optionalString,
    /** Shared secret of the HMAC-SHA256 signatures on webhook calls and on the report callback. */
    WEBHOOK_SECRET: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /**
     * Per user and minute, counted in PostgreSQL across instances: the endpoints that make the server
     * call out or queue work (middleware/work-rate-limits.ts). A builder clicking never meets them; a
     * script looping does, and gets 429 with Retry-After.
     */
    RATE_TEST_CONNECTIONS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
    RATE_RUN_STARTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
    RATE_CAVE_STARTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
    RATE_SCRIPT_GENERATIONS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
    /** Evaluation runs one user may have queued or running at once; a start beyond answers 429. */
    MAX_RUNS_IN_PROGRESS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(5),
    /** Scenarios × repeats one run may play (decision 0058): a run's samples are its calls. */
    MAX_EVAL_SAMPLES_PER_RUN: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
    /** Cave of Shadows sessions one user may have live (not ended) at once; a start beyond answers 429. */
    MAX_CAVE_SESSIONS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(3),
    /** Jobs of one queue a process runs at once (an agent's model or webhook calls overlap). */
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /**
     * Evaluation calls (scenarios) a process keeps in flight at once over every target: a ceiling,
     * not the limit (a target's own concurrency is, across processes; issue 34).
     */
    EVAL_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(1000),
    /** Run the job workers in this process; set false when `npm run worker` processes run them. */
    WORKERS: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    SECRET_KEY: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    CONTACT_EMAIL: z.email().default("contact@aesop.example"),
    PROFESSIONAL_NETWORK_URL: z.url().default("https://www.linkedin.com/"),
    /** Folder of the built SPA; the default is where `npm run build` puts it. */
    WEB_DIST_DIR: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: "is required when ADMIN_EMAIL is set" });
    }
    if (WEBHOOK_VARIABLES.some(({ name }) => webhookVariable(env, name)) && !env.WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["WEBHOOK_SECRET"], message: "is required when a *_WEBHOOK_URL is set" });
    }
    if (env.LLM_PROVIDER === "openai-compatible" && !env.LLM_BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["LLM_BASE_URL"],
        message: "is required when LLM_PROVIDER is openai-compatible",
      });
    }
    if (env.TRANSCRIPTION_MODEL && !env.TRANSCRIPTION_BASE_URL && env.LLM_PROVIDER !== "openai-compatible") {
      ctx.addIssue({
        code: "custom",
        path: ["TRANSCRIPTION_BASE_URL"],
        message: "is required when TRANSCRIPTION_MODEL is set and LLM_PROVIDER is not openai-compatible",
      });
    }
    if (env.LLM_PROVIDER && !env.LLM_MODEL) {
      ctx.addIssue({ code: "custom", path: ["LLM_MODEL"], message: "is required when LLM_PROVIDER is set" });
    }
  })
  .transform((env) => ({
    ...env,
    /** The webhook of each agent in webhook mode, from its `<AGENT>_WEBHOOK_URL`. */
    webhookUrls: Object.fromEntries(
      WEBHOOK_VARIABLES.flatMap(({ agent, name }) => {
        const url = webhookVariable(env, name);
        return url ? [[agent, url]] : [];
      }),
    ),
  }));

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "(environment)"}: ${issue.message}`),
    );
  }
  return result.data;
}
