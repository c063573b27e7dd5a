import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { handleChatCompletion } from "./chat-completions";
import { CONTROL_PREFIX, handleControl } from "./control";
import type { Exchange } from "./exchange";
import { handleMessages } from "./messages";
import { decodeBody, readBody } from "./request-body";
import { sendAnthropicError, sendJson, sendOpenAiError } from "./responses";
import { createMockLlmState, type MockLlmState } from "./state";
import { handleTranscription } from "./transcriptions";
import type { MockLlm, MockLlmOptions, RecordedRequest } from "./types";

const MODELS = {
  object: "list",
  data: [{ id: "mock-model", object: "model", created: 0, owned_by: "mock-llm" }],
};

function headerRecord(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : (value ?? "")]),
  );
}

/** A wildcard bind address is not somewhere a client can connect to. */
function hostForUrl(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

async function answerOpenAiRequest(
  exchange: Exchange,
  state: MockLlmState,
  req: IncomingMessage,
  path: string,
  apiKey: string | undefined,
) {
  const arrived = performance.now();
  const body = await decodeBody(req.headers["content-type"], await readBody(req));
  // Logged before answering, so that a test that has its response sees its request in the log.
  const recorded: RecordedRequest = {
    method: req.method ?? "GET",
    path,
    headers: headerRecord(req),
    body,
    time: Date.now(),
    arrivedAt: performance.timeOrigin + arrived,
  };
  state.requests.push(recorded);
  // A benchmark counts a client's overhead over this, the mock's own time (its delay, its timer, its work).
  exchange.res.once("finish", () => (recorded.handledMs = performance.now() - arrived));

  const route = `${req.method} ${path}`;
  // Anthropic's clients send the key as `x-api-key`, OpenAI's as a bearer token.
  if (route === "POST /v1/messages") {
    if (apiKey !== undefined && req.headers["x-api-key"] !== apiKey) {
      sendAnthropicError(exchange.res, 401, { message: "invalid x-api-key" });
      return;
    }
    return handleMessages(exchange, state, body);
  }
  if (apiKey !== undefined && req.headers.authorization !== `Bearer ${apiKey}`) {
    sendOpenAiError(exchange.res, 401, { message: "Incorrect API key provided.", code: "invalid_api_key" });
    return;
  }
  switch (route) {
    case "POST /v1/chat/completions":
      return handleChatCompletion(exchange, state, body);
    case "POST /v1/audio/transcriptions":
      return handleTranscription(exchange, state, body);
    case "GET /v1/models":
      return sendJson(exchange.res, 200, MODELS);
    default:
      sendOpenAiError(exchange.res, 404, { message: `Unknown request URL: ${route}.`, code: "unknown_url" });
  }
}

/**
 * Starts an OpenAI-compatible server on loopback for tests, benchmarks and browser runs: chat
 * completions (streamed or not), Whisper transcriptions and the model list, with scripted replies;
 * and Anthropic's Messages API (not streamed), answered from the same replies.
 */
export async function startMockLlm(options: MockLlmOptions = {}): Promise<MockLlm> {
  const host = options.host ?? "127.0.0.1";
  const state = createMockLlmState();
  const stopping = new AbortController();

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const closed = new AbortController();
    res.once("close", () => closed.abort());
    const exchange: Exchange = { res, signal: AbortSignal.any([stopping.signal, closed.signal]) };
    const path = new URL(req.url ?? "/", "http://mock-llm.local").pathname;
    if (path.startsWith(`${CONTROL_PREFIX}/`)) {
      const body = await decodeBody(req.headers["content-type"], await readBody(req));
      handleControl(exchange, state, req.method ?? "GET", path, body);
      return;
    }
    await answerOpenAiRequest(exchange, state, req, path, options.apiKey);
  }

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      // A throwing `match` function, say: surface it to the test rather than hang the request.
      const message = `mock-llm failed: ${error instanceof Error ? error.message : String(error)}`;
      if (!res.headersSent) sendOpenAiError(res, 500, { message });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${hostForUrl(host)}:${port}`;

  return {
    url: `${origin}/v1`,
    origin,
    port,
    requests: state.requests,
    script: (...replies) => state.chatReplies.push(...replies),
    scriptTranscription: (...replies) => state.transcriptionReplies.push(...replies),
    setDefault: (reply) => {
      state.defaultReply = reply;
    },
    addRules: (...rules) => state.rules.push(...rules),
    setLatency: (ms) => {
      state.latencyMs = ms;
    },
    reset: () => state.reset(),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        stopping.abort();
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive and half-streamed connections would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
