import type { AgentMode } from "@aesop/shared/contracts/agents";
import type { Env } from "../../../env";

/** Slack over the calls themselves: database writes, pg-boss's bookkeeping, a busy event loop. */
const MARGIN_SECONDS = 60;
/** The AI SDK waits 2 s, then 4 s, 8 s, … between the tries of a model call. */
const FIRST_BACKOFF_SECONDS = 2;

type LimitEnv = Pick<Env, "LLM_TIMEOUT_MS" | "LLM_MAX_RETRIES" | "WEBHOOK_TIMEOUT_MS">;

/**
 * How long one attempt of an agent job may run before it counts as dead (its pg-boss expiry, then a
 * retry): the longest a live attempt can take in the agent's mode, plus a margin. A model call's
 * time limit for every try and the backoff between them, or the webhook call's time limit; so a slow
 * but live attempt is never run twice, and a dead one is retried minutes, not 15 minutes, later.
 */
export function agentJobTimeLimitSeconds(env: LimitEnv, mode: AgentMode): number {
  const tries = env.LLM_MAX_RETRIES + 1;
  const backoff = FIRST_BACKOFF_SECONDS * (2 ** env.LLM_MAX_RETRIES - 1);
  const work =
    mode === "llm"
      ? (env.LLM_TIMEOUT_MS / 1000) * tries + backoff
      : mode === "webhook"
        ? env.WEBHOOK_TIMEOUT_MS / 1000
        : 0;
  return Math.ceil(work + MARGIN_SECONDS);
}
