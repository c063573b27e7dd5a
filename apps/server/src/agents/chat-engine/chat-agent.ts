import type { ChatAgent } from "@aesop/shared/contracts/agents";
import type { Database } from "../../db/client";
import type { ChatPlan } from "./guided/chat-plan";
import type { ConversationContext } from "./guided/types";

/**
 * A chat agent as the chat engine sees it: its guided plan (which also shapes LLM mode), what it
 * loads about the project each turn, and what its webhook receives beside the message.
 */
export interface ChatAgentDefinition {
  plan: ChatPlan;
  /** The project facts the agent works from, beyond its name (e.g. the latest reviewed instructions). */
  loadContext?(
    deps: { db: Database },
    userId: string,
    projectId: string,
  ): Promise<Omit<ConversationContext, "projectName">>;
  /** Webhook mode: metadata sent with each message beside user_id and project_name. */
  webhookMetadata?(ctx: ConversationContext): Record<string, unknown>;
}

/** The chat agents of this server by id, given to the chat engine by the registry. */
export type ChatAgents = ReadonlyMap<ChatAgent, ChatAgentDefinition>;

export function chatAgentOf(agents: ChatAgents, id: ChatAgent): ChatAgentDefinition {
  const agent = agents.get(id);
  if (!agent) throw new Error(`No chat agent "${id}" is registered`);
  return agent;
}
