import type { MockReply, MockRule, TranscriptionReply } from "./reply";
import { ReplyQueue } from "./reply-queue";
import type { RecordedRequest } from "./types";

/** What a running mock remembers; the in-process API and the control API both change it. */
export interface MockLlmState {
  readonly chatReplies: ReplyQueue<MockReply>;
  readonly transcriptionReplies: ReplyQueue<TranscriptionReply>;
  defaultReply: MockReply | undefined;
  /** Standing replies, the first that matches answers (after scripted replies, before the default). */
  readonly rules: MockRule[];
  /** Added to every chat reply's delay: a target that takes this long to answer. */
  latencyMs: number;
  readonly requests: RecordedRequest[];
  reset(): void;
}

export function createMockLlmState(): MockLlmState {
  const state: MockLlmState = {
    chatReplies: new ReplyQueue(),
    transcriptionReplies: new ReplyQueue(),
    defaultReply: undefined,
    rules: [],
    latencyMs: 0,
    requests: [],
    reset() {
      state.chatReplies.clear();
      state.transcriptionReplies.clear();
      state.defaultReply = undefined;
      state.rules.length = 0;
      state.latencyMs = 0;
      // Emptied in place: callers may hold on to `mock.requests`.
      state.requests.length = 0;
    },
  };
  return state;
}
