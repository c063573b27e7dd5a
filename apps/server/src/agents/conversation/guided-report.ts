import type { ChatAgent } from "@aesop/shared/contracts/agents";
import { buildIdeationReport } from "./ideation-report";
import { buildInterviewReport } from "./interview-report";
import type { GuidedState } from "./state";
import type { ConversationContext, ConversationReport, TranscriptMessage } from "./types";

/** The report written when a chat session ends, assembled from the answers in its state. */
export function buildGuidedReport(
  agent: ChatAgent,
  state: GuidedState,
  transcript: ReadonlyArray<TranscriptMessage>,
  ctx: ConversationContext,
): ConversationReport {
  if (state.agent !== agent) throw new Error(`A guided ${state.agent} session cannot be reported as ${agent}`);
  return agent === "ideation"
    ? buildIdeationReport(state, transcript, ctx)
    : buildInterviewReport(state, transcript, ctx);
}
