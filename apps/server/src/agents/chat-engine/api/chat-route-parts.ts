import { z } from "zod";
import type { ServerContext } from "../../../context";
import type { ChatAgents } from "../chat-agent";

/** What the chat endpoints share: their path parameters and what their handlers are given. */
export const projectParams = z.object({ projectId: z.uuid("Project not found") });
export const sessionParams = z.object({ sessionId: z.uuid("Session not found") });

/** The server's context with the chat agents the registry lists. */
export type ChatRouteDeps = ServerContext & { chatAgents: ChatAgents };
