import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startMockLlm, type MockLlm } from "../../testing/mock-llm/index";
import { TargetError } from "./call-limits";
import { completeChat } from "./openai-chat";
import { createTargetAdapter, type CallableTarget } from "./target-adapters";
import { targetTransport } from "./target-transport";

const API_KEY = "sk-mock-key";

describe("a chat completion by plain fetch, as the AI SDK answered it", () => {
  let mock: MockLlm;
  const ask = (apiKey: string | undefined = API_KEY) =>
    completeChat({
      baseUrl: `${mock.url}/`,
      model: "mock-model",
      apiKey,
      messages: [
        { role: "system", content: "Be careful." },
        { role: "user", content: "Hello" },
      ],
      signal: AbortSignal.timeout(5_000),
      agents: targetTransport("public-and-private").agents,
      maxReplyBytes: 1024 * 1024,
    });

  /** The mock as an OpenAI-compatible target: concurrency 1, a 5 s timeout, no retries unless given. */
  const mockTarget = ({
    id,
    baseUrl = mock.url,
    networks = "public-and-private",
    limits = {},
  }: {
    id: string;
    baseUrl?: string;
    networks?: CallableTarget["networks"];
    limits?: Partial<CallableTarget["limits"]>;
  }): CallableTarget => ({
    id,
    config: { kind: "openai-compatible", baseUrl, model: "mock-model", apiKey: null },
    secrets: { apiKey: API_KEY, headers: {} },
    networks,
    maxReplyBytes: 1024 * 1024,
    limits: { concurrency: 1, timeoutSeconds: 5, retries: 0, requestsPerMinute: null, ...limits },
    systemPrompt: null,
    instructions: null,
  });

  beforeAll(async () => {
    mock = await startMockLlm({ apiKey: API_KEY });
  });
  beforeEach(() => mock.reset());
  afterAll(() => mock.stop());

  it("sends the model, the messages in order and the key, and reads the reply and token counts", async () => {
    mock.script({ text: "Hi there.", usage: { prompt_tokens: 12, completion_tokens: 3 } });
    expect(await ask()).toEqual({ reply: "Hi there.", toolCalls: [], inputTokens: 12, outputTokens: 3 });
    const [request] = mock.requests;
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body).toEqual({
      model: "mock-model",
      messages: [
        { role: "system", content: "Be careful." },
        { role: "user", content: "Hello" },
      ],
    });
  });

  it("words an error answer with its status and the endpoint's message, and keeps its Retry-After", async () => {
    const refused = await ask("sk-wrong").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TargetError);
    expect(refused).toMatchObject({ message: "The target answered 401: Incorrect API key provided.", status: 401 });

    mock.script({ status: 429, error: { message: "Rate limit reached" }, retryAfterMs: 1500 });
    const limited = await ask().catch((error: unknown) => error);
    expect(limited).toMatchObject({
      message: "The target answered 429: Rate limit reached",
      status: 429,
      retryAfterMs: 1500,
    });
  });

  it("gives up at the target's timeout, and words an unreachable server as the SDK did", async () => {
    const target = (baseUrl: string) =>
      mockTarget({ id: `openai-chat-${baseUrl}`, baseUrl, limits: { timeoutSeconds: 1, retries: 0 } });
    mock.script({ text: "Too late.", delayMs: 3_000 });
    await expect(
      createTargetAdapter(target(mock.url)).sendTurn({ history: [], message: "Hello", sessionId: "s" }),
    ).rejects.toThrow("The target did not answer within 1 s.");

    const closed = await startMockLlm();
    const nowhere = closed.url;
    await closed.stop();
    await expect(
      createTargetAdapter(target(nowhere)).sendTurn({ history: [], message: "Hello", sessionId: "s" }),
    ).rejects.toThrow(/^The target could not be reached: .*ECONNREFUSED/);
  });

  it("does not call a target whose address this deployment refuses, stored before or not", async () => {
    const target = mockTarget({ id: "openai-chat-refused", networks: "public", limits: { retries: 2 } });
    const before = mock.requests.length;
    for (const onDelta of [undefined, () => undefined]) {
      await expect(
        createTargetAdapter(target).sendTurn({ history: [], message: "Hello", sessionId: "s", onDelta }),
      ).rejects.toThrow(/^AESOP does not call 127\.0\.0\.1: it is on a private network or this server\./);
    }
    expect(mock.requests).toHaveLength(before);
  });

  it("is what an OpenAI-compatible target's adapter sends, the SDK's stream only when deltas are asked for", async () => {
    const target = mockTarget({ id: "openai-chat-test", limits: { retries: 1 } });
    const adapter = createTargetAdapter(target);
    // A 500 is retried (call-limits.ts) and the second answer read.
    mock.script({ status: 500, error: { message: "overloaded" }, retryAfterMs: 1 }, { text: "Second try." });
    const answer = await adapter.sendTurn({
      history: [
        { role: "user", content: "Hello" },
        { role: "assistant", content: "Hi." },
      ],
      message: "And now?",
      sessionId: "s",
    });
    expect(answer).toMatchObject({ reply: "Second try." });
    expect(mock.requests.map((request) => (request.body as { stream?: boolean }).stream)).toEqual([
      undefined,
      undefined,
    ]);

    const pieces: string[] = [];
    mock.script({ chunks: ["Stre", "amed."] });
    const streamed = await adapter.sendTurn({
      history: [],
      message: "Stream it",
      sessionId: "s",
      onDelta: (piece) => pieces.push(piece),
    });
    expect(streamed.reply).toBe("Streamed.");
    expect(pieces).toEqual(["Stre", "amed."]);
    expect((mock.requests.at(-1)?.body as { stream?: boolean }).stream).toBe(true);
  });

  it("reads a whole JSON reply to a streamed request as that reply, by its content type", async () => {
    // A deployed assistant that ignores `stream: true` and answers the whole completion.
    const server = createServer((request, response) => {
      request.resume();
      request.on("end", () => {
        response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
        response.end(
          JSON.stringify({
            id: "c1",
            object: "chat.completion",
            choices: [{ index: 0, message: { role: "assistant", content: "Whole reply." }, finish_reason: "stop" }],
            usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const adapter = createTargetAdapter(mockTarget({ id: "whole-json", baseUrl: `http://127.0.0.1:${port}/v1` }));
      const pieces: string[] = [];
      const answer = await adapter.sendTurn({
        history: [],
        message: "Hello",
        sessionId: "s",
        onDelta: (piece) => pieces.push(piece),
      });
      expect(answer).toMatchObject({ reply: "Whole reply.", inputTokens: 3, outputTokens: 2 });
      expect(pieces).toEqual(["Whole reply."]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("a kept-alive connection the target closed as it was reused", () => {
  it("is retried on a new connection, not reported as the target being unreachable", async () => {
    const answered = new Set<object>();
    // Answers the first request on each connection, then drops that connection at its next one.
    const server = createServer((req, res) => {
      if (answered.has(req.socket)) return void req.socket.destroy();
      answered.add(req.socket);
      req.resume();
      req.on("end", () => {
        res.writeHead(200, { "content-type": "application/json", connection: "keep-alive" });
        res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: "Fresh." } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agents = targetTransport("public-and-private").agents;
    const ask = () =>
      completeChat({
        baseUrl: `http://127.0.0.1:${port}/`,
        model: "m",
        apiKey: undefined,
        messages: [{ role: "user", content: "Hello" }],
        signal: AbortSignal.timeout(5_000),
        agents,
        maxReplyBytes: 1024 * 1024,
      });
    try {
      expect((await ask()).reply).toBe("Fresh.");
      // The same agent reuses the first socket, which the server now drops.
      expect((await ask()).reply).toBe("Fresh.");
      expect((await ask()).reply).toBe("Fresh.");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
