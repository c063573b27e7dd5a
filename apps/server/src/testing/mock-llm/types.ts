import type { MockReply, MockRule, TranscriptionReply } from "./reply";

export interface MockLlmOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** When set, `/v1` requests without `Authorization: Bearer <apiKey>` get a 401. */
  apiKey?: string;
}

/** One request to the OpenAI API (`/v1/...`); control requests are not logged. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Parsed JSON, a MultipartSummary for multipart bodies, raw text, or undefined. */
  body: unknown;
  /** Date.now() when the request arrived. */
  time: number;
  /** The same to a fraction of a millisecond (performance.timeOrigin + performance.now()). */
  arrivedAt: number;
  /** From the request's arrival to its response's end, once answered: the mock's own time. */
  handledMs?: number;
}

export interface MockLlm {
  /** Base URL for OpenAI clients, ending in /v1. */
  url: string;
  /** The server's root: the control API lives at `${origin}/__mock/...`. */
  origin: string;
  port: number;
  /** Every `/v1` request so far, oldest first (the same array for the server's lifetime). */
  requests: RecordedRequest[];
  /** Queues chat replies, consumed in order. */
  script(...replies: MockReply[]): void;
  /** Queues transcription replies, consumed in order. */
  scriptTranscription(...replies: TranscriptionReply[]): void;
  /**
   * The reply used when nothing scripted matches. Without one, the mock echoes
   * "Mock reply to: <last user message>", or answers "{}" when the request asks for JSON.
   */
  setDefault(reply: MockReply): void;
  /** Standing replies for the requests they match, never consumed (planted answers to chosen messages). */
  addRules(...rules: MockRule[]): void;
  /** Every chat reply waits this long first (a slow target). */
  setLatency(ms: number): void;
  /** Forgets scripted replies, rules, latency, the default reply and the request log. */
  reset(): void;
  stop(): Promise<void>;
}
