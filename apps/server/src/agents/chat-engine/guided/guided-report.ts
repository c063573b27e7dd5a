import type { ChatPlan } from "./chat-plan";
import type { GuidedState } from "./state";
import type { ConversationContext, ConversationReport, TranscriptMessage } from "./types";

/** The report written when a chat session ends, assembled by the agent's plan from the answers in its state. */
export function buildGuidedReport(
  plan: ChatPlan,
  state: GuidedState,
  transcript: ReadonlyArray<TranscriptMessage>,
  ctx: ConversationContext,
): ConversationReport {
  if (state.agent !== plan.agent)
    throw new Error(`A guided ${state.agent} session cannot be reported as ${plan.agent}`);
  return plan.report(state, transcript, ctx);
}
