import type { ChatAgent, RunAgent, RuntimeAgent } from "@aesop/shared/agents";
import type { ReportAgent } from "@aesop/shared/contracts/reports";
import type { ServerContext } from "../context";
import type { Env } from "../env";
import type { QueueSpec } from "../lib/jobs";
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
 * A long-running evaluation of its own kind (the Eval Agent): its jobs are its own, not a report's,
 * so it names its queues and registers their workers; it writes its summary into the workspace.
 */
export interface RunAgentDefinition extends AgentDefinitionBase {
  kind: "run";
  id: RunAgent;
  /** Its pg-boss queues, created at start with the others (and reclaimed after a restart). */
  queues(env: Env): QueueSpec[];
  /** Starts its workers (only in a process that runs jobs). */
  registerWorkers(ctx: ServerContext): Promise<void>;
}

/**
 * One agent of the server: its kind, routes and the implementations the shared machinery runs.
 * The catalogue in packages/shared says what the pages show; this says what the server does.
 */
export type AgentDefinition = ReportAgentDefinition | ChatAgentEntry | RunAgentDefinition;
