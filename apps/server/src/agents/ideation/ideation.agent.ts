import type { ChatAgentEntry } from "../agent-definition";
import { IDEATION_PLAN } from "./ideation.chat-plan";

/** The Ideation Agent: its plan is all it needs (it starts from the project's name only). */
export const ideationAgent: ChatAgentEntry = {
  id: "ideation",
  kind: "chat",
  chat: { plan: IDEATION_PLAN },
};
