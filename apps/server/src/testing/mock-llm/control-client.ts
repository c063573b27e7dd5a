import type { MockReply, MockRule, SerialisableReply, TranscriptionReply } from "./reply";
import type { RecordedRequest } from "./types";

/**
 * Scripts a mock in another process (started with `npm run mock-llm`) through its control API.
 * Takes the mock's origin or its `/v1` URL. Replies cannot carry `match` functions across processes.
 */
export function connectMockLlm(url: string) {
  const origin = url.replace(/\/v1\/?$/, "").replace(/\/$/, "");

  async function call(method: "GET" | "POST", route: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${origin}/__mock${route}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`mock-llm control ${method} ${route}: ${response.status} ${await response.text()}`);
    return response.json();
  }

  return {
    script: async (...replies: SerialisableReply[]) => {
      await call("POST", "/script", replies);
    },
    setDefault: async (reply: Omit<MockReply, "match">) => {
      await call("POST", "/default", reply);
    },
    scriptTranscription: async (...replies: TranscriptionReply[]) => {
      await call("POST", "/transcription", replies);
    },
    addRules: async (...rules: MockRule[]) => {
      await call("POST", "/rules", rules);
    },
    setLatency: async (ms: number) => {
      await call("POST", "/latency", { ms });
    },
    reset: async () => {
      await call("POST", "/reset");
    },
    requests: async () => ((await call("GET", "/requests")) as { requests: RecordedRequest[] }).requests,
  };
}

export type MockLlmControl = ReturnType<typeof connectMockLlm>;
