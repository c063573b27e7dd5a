import type { ChatAgent, RuntimeAgent } from "@aesop/shared/agents";
import type { ReportAgent } from "@aesop/shared/contracts/reports";
import type { ServerContext } from "../context";
import type { createRouter } from "../lib/create-app";
import type { ChatAgentDefinition } from "./chat-engine/chat-agent";
import type { ReportModes } from "./runtime/jobs/report-jobs";

type Router = ReturnType<typeof createRouter>;

interface AgentDefinitionBase {
  id: RuntimeAgent;
  /** The agent's own endpoints, mounted at /api (its submission, its page's context). */
  routes?(ctx: ServerContext): Router;
}

/** A submission reviewed by a durable job into a report (the Instructions Review Agent). */
export interface ReportAgentDefinition extends AgentDefinitionBase {
  kind: "report";
  id: ReportAgent;
  modes: ReportModes;
}

/** A conversation that ends in a report (the Ideation and Interview Agents). */
export interface ChatAgentEntry extends AgentDefinitionBase {
  kind: "chat";
  id: ChatAgent;
  chat: ChatAgentDefinition;
}

/**
 * One agent of the server: its kind, routes and the implementations the shared machinery runs.
 * The catalogue in packages/shared says what the pages show; this says what the server does.
 */
export type AgentDefinition = ReportAgentDefinition | ChatAgentEntry;
