import type { ChatAgentEntry } from "../agent-definition";
import { loadInterviewContext } from "./interview-context";
import { INTERVIEW_PLAN } from "./interview.chat-plan";
import { interviewRoutes } from "./interview.routes";

/** The Interview Agent: its plan, the reviewed instructions it starts from, its webhook metadata. */
export const interviewAgent: ChatAgentEntry = {
  id: "interview",
  kind: "chat",
  chat: {
    plan: INTERVIEW_PLAN,
    loadContext: loadInterviewContext,
    webhookMetadata: (ctx) => ({
      has_instructions: Boolean(ctx.instructions),
      instructions_id: ctx.instructions?.reportId ?? null,
    }),
  },
  routes: interviewRoutes,
};
