/**
 * The chat agents' guided mode (Ideation and Interview): a deterministic conversation engine over a
 * written plan, and the reports assembled from the answers. Pure: no I/O, no clock, no randomness.
 */
export { startGuidedConversation, continueGuidedConversation } from "./guided-conversation";
export { buildGuidedReport } from "./guided-report";
export { describePlanForModel } from "./model-plan";
export { renderTranscriptMarkdown, type TranscriptOptions } from "./transcript";
export { guidedStateSchema, parseGuidedState, type GuidedState } from "./state";
export type { ConversationContext, ConversationReport, GuidedTurn, TranscriptMessage } from "./types";
