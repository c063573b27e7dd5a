import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Env } from "../../../env";

export type StructuredOutputMode = Env["LLM_STRUCTURED_OUTPUT"];

export interface ConfiguredModel {
  model: LanguageModel;
  provider: "openai-compatible" | "anthropic";
  name: string;
  /** Settings every call passes: a time limit and retries with backoff on 429 and 5xx answers. */
  callSettings: { maxRetries: number; timeout: number };
  /**
   * How schema-shaped answers are asked for (structured-output.ts). Anthropic's provider picks its
   * own way (native structured output or a tool), so it is always `json-schema` there.
   */
  structuredOutput: StructuredOutputMode;
}

type LlmEnv = Pick<
  Env,
  | "LLM_PROVIDER"
  | "LLM_BASE_URL"
  | "LLM_API_KEY"
  | "LLM_MODEL"
  | "LLM_TIMEOUT_MS"
  | "LLM_MAX_RETRIES"
  | "LLM_STRUCTURED_OUTPUT"
>;

/** The model of LLM mode, or null when none is configured (the agents then run guided). */
export function createConfiguredModel(env: LlmEnv): ConfiguredModel | null {
  if (!env.LLM_PROVIDER || !env.LLM_MODEL) return null;
  const callSettings = { maxRetries: env.LLM_MAX_RETRIES, timeout: env.LLM_TIMEOUT_MS };
  if (env.LLM_PROVIDER === "anthropic") {
    const anthropic = createAnthropic({ apiKey: env.LLM_API_KEY, baseURL: env.LLM_BASE_URL });
    return {
      model: anthropic(env.LLM_MODEL),
      provider: "anthropic",
      name: env.LLM_MODEL,
      callSettings,
      structuredOutput: "json-schema",
    };
  }
  const provider = createOpenAICompatible({
    name: "llm",
    baseURL: env.LLM_BASE_URL ?? "",
    apiKey: env.LLM_API_KEY,
    // Token usage of streamed replies is only reported when asked for.
    includeUsage: true,
    // Without it the provider sends JSON mode and drops the schema ("responseFormat is not supported").
    supportsStructuredOutputs: env.LLM_STRUCTURED_OUTPUT === "json-schema",
  });
  return {
    model: provider.chatModel(env.LLM_MODEL),
    provider: "openai-compatible",
    name: env.LLM_MODEL,
    callSettings,
    structuredOutput: env.LLM_STRUCTURED_OUTPUT,
  };
}
