export { startMockLlm } from "./server";
export { connectMockLlm, type MockLlmControl } from "./control-client";
export type { MockLlm, MockLlmOptions, RecordedRequest } from "./types";
export type { MockReply, MockRule, SerialisableReply, TranscriptionReply } from "./reply";
export type { ChatCompletionRequest } from "./chat-request";
export type { MultipartSummary } from "./request-body";
