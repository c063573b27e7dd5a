import type { Env } from "../../env";
import { createConfiguredModel, type ConfiguredModel } from "../../agents/runtime/llm/language-model";

/**
 * The judge of LLM runs: JUDGE_MODEL on JUDGE_BASE_URL with JUDGE_API_KEY, each defaulting to its
 * LLM_* counterpart, so that a run can be judged by a stronger (or another vendor's) model than the
 * one the agents use. Null when neither a judge nor an agent model is configured.
 */
export function createJudgeModel(env: Env): ConfiguredModel | null {
  const model = env.JUDGE_MODEL ?? env.LLM_MODEL;
  const provider = env.LLM_PROVIDER ?? (env.JUDGE_BASE_URL ? "openai-compatible" : undefined);
  if (!model || !provider) return null;
  return createConfiguredModel({
    ...env,
    LLM_PROVIDER: provider,
    LLM_MODEL: model,
    LLM_BASE_URL: env.JUDGE_BASE_URL ?? env.LLM_BASE_URL,
    LLM_API_KEY: env.JUDGE_API_KEY ?? env.LLM_API_KEY,
  });
}

const judges = new WeakMap<Env, ConfiguredModel | null>();

/** The judge model of this configuration, made once: Eval runs and Cave dialogues share it. */
export function judgeModelOf(env: Env): ConfiguredModel | null {
  if (!judges.has(env)) judges.set(env, createJudgeModel(env));
  return judges.get(env) ?? null;
}
