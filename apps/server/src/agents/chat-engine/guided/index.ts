/**
 * The chat agents' guided mode: a deterministic conversation engine over an agent's written plan
 * (ChatPlan), and the report parts the plans assemble from the answers. Pure: no I/O, no clock,
 * no randomness, and no knowledge of any particular agent.
 */
export { startGuidedConversation, continueGuidedConversation } from "./guided-conversation";
export { buildGuidedReport } from "./guided-report";
export { describePlanForModel } from "./model-plan";
export { renderTranscriptMarkdown, type TranscriptOptions } from "./transcript";
export { guidedStateSchema, parseGuidedState, type GuidedState } from "./state";
export { TOPICS_PER_EXTENSION, type ChatPlan, type PlanOpening } from "./chat-plan";
export type { PlanTopic } from "./plan-topic";
export type { ConversationContext, ConversationReport, GuidedTurn, TranscriptMessage } from "./types";
