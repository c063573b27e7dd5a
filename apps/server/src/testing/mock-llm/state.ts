import type { MockReply, TranscriptionReply } from "./reply";
import { ReplyQueue } from "./reply-queue";
import type { RecordedRequest } from "./types";

/** What a running mock remembers; the in-process API and the control API both change it. */
export interface MockLlmState {
  readonly chatReplies: ReplyQueue<MockReply>;
  readonly transcriptionReplies: ReplyQueue<TranscriptionReply>;
  defaultReply: MockReply | undefined;
  readonly requests: RecordedRequest[];
  reset(): void;
}

export function createMockLlmState(): MockLlmState {
  const state: MockLlmState = {
    chatReplies: new ReplyQueue(),
    transcriptionReplies: new ReplyQueue(),
    defaultReply: undefined,
    requests: [],
    reset() {
      state.chatReplies.clear();
      state.transcriptionReplies.clear();
      state.defaultReply = undefined;
      // Emptied in place: callers may hold on to `mock.requests`.
      state.requests.length = 0;
    },
  };
  return state;
}
