import type { ChatAgent } from "@aesop/shared/agents";
import type { AgentDefinition, ChatAgentEntry, ReportAgentDefinition, RunAgentDefinition } from "./agent-definition";
import type { ChatAgentDefinition, ChatAgents } from "./chat-engine/chat-agent";
import { caveAgent } from "./cave-of-shadows/cave.agent";
import { ethosAgent } from "./ethos/ethos.agent";
import { evalAgent } from "./eval/eval.agent";
import { ideationAgent } from "./ideation/ideation.agent";
import { instructionsReviewAgent } from "./instructions-review/instructions-review.agent";
import { interviewAgent } from "./interview/interview.agent";
import { scriptGenerationAgent } from "./script-generation/script-generation.agent";

/**
 * Every agent the server runs, one line each. app.ts mounts their routes, context-factory.ts
 * starts their queues and workers, the webhook callback and the chat engine serve them: adding
 * an agent is its folder plus a line here (and its catalogue entry in packages/shared).
 */
export const AGENT_REGISTRY: readonly AgentDefinition[] = [
  instructionsReviewAgent,
  ideationAgent,
  interviewAgent,
  ethosAgent,
  scriptGenerationAgent,
  evalAgent,
  caveAgent,
];

export function reportAgents(registry = AGENT_REGISTRY): ReportAgentDefinition[] {
  return registry.filter((agent): agent is ReportAgentDefinition => agent.kind === "report");
}

export function runAgents(registry = AGENT_REGISTRY): RunAgentDefinition[] {
  return registry.filter((agent): agent is RunAgentDefinition => agent.kind === "run");
}

export function chatAgents(registry = AGENT_REGISTRY): ChatAgents {
  const entries = registry.filter((agent): agent is ChatAgentEntry => agent.kind === "chat");
  return new Map<ChatAgent, ChatAgentDefinition>(entries.map((agent) => [agent.id, agent.chat]));
}
