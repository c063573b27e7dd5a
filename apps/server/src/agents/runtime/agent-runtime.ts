import { RUNTIME_AGENTS, type AgentMode, type AgentModes, type RuntimeAgent } from "@aesop/shared/contracts/agents";
import type { Env } from "../../env";
import { createConfiguredModel, type ConfiguredModel } from "./llm/language-model";
import { createTranscriber, type Transcriber } from "./llm/transcriber";

/**
 * How the agents run on this server, decided once from the configuration: per agent a webhook
 * (an external workflow, from its `<AGENT>_WEBHOOK_URL`), else the configured model, else guided mode.
 */
export interface AgentRuntime {
  model: ConfiguredModel | null;
  transcriber: Transcriber | null;
  webhooks: Partial<Record<RuntimeAgent, string>>;
  webhookSecret: string | null;
  webhookTimeoutMs: number;
  modeOf(agent: RuntimeAgent): AgentMode;
  describe(): AgentModes;
}

export function createAgentRuntime(env: Env): AgentRuntime {
  const model = createConfiguredModel(env);
  const transcriber = createTranscriber(env);
  const webhooks = env.webhookUrls;
  const modeOf = (agent: RuntimeAgent): AgentMode => (webhooks[agent] ? "webhook" : model ? "llm" : "guided");
  return {
    model,
    transcriber,
    webhooks,
    webhookSecret: env.WEBHOOK_SECRET ?? null,
    webhookTimeoutMs: env.WEBHOOK_TIMEOUT_MS,
    modeOf,
    describe: () => ({
      agents: Object.fromEntries(RUNTIME_AGENTS.map((agent) => [agent, modeOf(agent)])) as AgentModes["agents"],
      model: model ? { provider: model.provider, name: model.name } : null,
      transcription: transcriber !== null,
    }),
  };
}
