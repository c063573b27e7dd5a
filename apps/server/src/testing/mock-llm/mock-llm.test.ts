import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { experimental_transcribe as transcribe, generateText, streamText } from "ai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { connectMockLlm } from "./control-client";
import type { MultipartSummary } from "./request-body";
import { startMockLlm } from "./server";
import type { MockLlm } from "./types";

const REPO_ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));

let mock: MockLlm;
beforeAll(async () => {
  mock = await startMockLlm();
});
afterAll(() => mock.stop());
beforeEach(() => mock.reset());

function chat(body: Record<string, unknown>, init: RequestInit = {}) {
  return fetch(`${mock.url}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ model: "mock-model", messages: [{ role: "user", content: "Hello there" }], ...body }),
    ...init,
  });
}

interface ChatCompletion {
  object: string;
  model: string;
  choices: { message: { role: string; content: string }; finish_reason: string }[];
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

async function contentOf(response: Response): Promise<string> {
  const completion = (await response.json()) as ChatCompletion;
  return completion.choices[0]?.message.content ?? "";
}

/** Reads every `data:` event of a stream, with the time each one arrived. */
async function readEvents(response: Response): Promise<{ data: string; at: number }[]> {
  if (!response.body) throw new Error("no body");
  const events: { data: string; at: number }[] = [];
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const bytes of response.body) {
    buffer += decoder.decode(bytes as Uint8Array, { stream: true });
    let boundary: number;
    while ((boundary = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      if (block.startsWith("data: ")) events.push({ data: block.slice(6), at: performance.now() });
    }
  }
  return events;
}

interface StreamChunk {
  object: string;
  choices: { delta: { role?: string; content?: string }; finish_reason: string | null }[];
  usage?: { total_tokens: number } | null;
}

function audioForm(bytes = 1234) {
  const form = new FormData();
  form.append("model", "whisper-1");
  form.append("file", new File([new Uint8Array(bytes)], "clip.webm", { type: "audio/webm" }));
  return form;
}

describe("chat completions", () => {
  it("answers with a standard chat.completion that echoes the last user message by default", async () => {
    const response = await chat({ model: "gpt-test" });
    expect(response.status).toBe(200);
    const completion = (await response.json()) as ChatCompletion;
    expect(completion).toMatchObject({
      object: "chat.completion",
      model: "gpt-test",
      choices: [
        { index: 0, message: { role: "assistant", content: "Mock reply to: Hello there" }, finish_reason: "stop" },
      ],
      // Tokens are counted as words: "Hello there" and "Mock reply to: Hello there".
      usage: { prompt_tokens: 2, completion_tokens: 5, total_tokens: 7 },
    });
  });

  it("consumes scripted replies in order, then falls back to the default", async () => {
    mock.script({ text: "first" }, { json: { verdict: "ok" }, usage: { prompt_tokens: 100, completion_tokens: 20 } });
    expect(await contentOf(await chat({}))).toBe("first");
    const second = (await (await chat({})).json()) as ChatCompletion;
    expect(second.choices[0]?.message.content).toBe('{"verdict":"ok"}');
    expect(second.usage).toEqual({ prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 });
    expect(await contentOf(await chat({}))).toBe("Mock reply to: Hello there");
  });

  it("keeps a reply whose match refuses the request for a later request", async () => {
    mock.script({ text: "for the summary", match: (request) => request.model === "summary-model" }, { text: "next" });
    expect(await contentOf(await chat({}))).toBe("next");
    expect(await contentOf(await chat({ model: "summary-model" }))).toBe("for the summary");
  });

  it("answers {} to a JSON request by default, and uses setDefault when given", async () => {
    const jsonRequest = { response_format: { type: "json_object" } };
    expect(await contentOf(await chat(jsonRequest))).toBe("{}");
    mock.setDefault({ json: { score: 3 } });
    expect(await contentOf(await chat(jsonRequest))).toBe('{"score":3}');
    mock.script({ delayMs: 1 });
    // A reply that scripts only timing keeps the default's content.
    expect(await contentOf(await chat({}))).toBe('{"score":3}');
  });

  it("waits delayMs before answering", async () => {
    mock.script({ text: "slow", delayMs: 150 });
    const started = performance.now();
    expect(await contentOf(await chat({}))).toBe("slow");
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("answers every request a standing rule matches with its reply, without consuming it", async () => {
    mock.addRules(
      { lastUserContains: "secret recipe", reply: { text: "Here it is: UNSAFE" } },
      { model: "judge-model", reply: { json: { verdict: "fail" } } },
    );
    mock.script({ text: "scripted first" });
    const ask = (content: string, model = "mock-model") => chat({ model, messages: [{ role: "user", content }] });
    // A scripted reply still comes first; then the rule answers as often as it matches.
    expect(await contentOf(await ask("the secret recipe?"))).toBe("scripted first");
    expect(await contentOf(await ask("the secret recipe?"))).toBe("Here it is: UNSAFE");
    expect(await contentOf(await ask("Tell me the secret recipe now"))).toBe("Here it is: UNSAFE");
    expect(await contentOf(await ask("Anything else"))).toBe("Mock reply to: Anything else");
    expect(await contentOf(await ask("Anything else", "judge-model"))).toBe('{"verdict":"fail"}');
    mock.reset();
    expect(await contentOf(await ask("the secret recipe?"))).toBe("Mock reply to: the secret recipe?");
  });

  it("delays every reply by the latency set, on top of a reply's own delay", async () => {
    mock.setLatency(120);
    mock.script({ text: "slower", delayMs: 50 });
    const started = performance.now();
    expect(await contentOf(await chat({}))).toBe("slower");
    expect(performance.now() - started).toBeGreaterThanOrEqual(165);
  });

  it("rejects a body that is not a chat request", async () => {
    const response = await fetch(`${mock.url}/chat/completions`, { method: "POST", body: "not json" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { type: "invalid_request_error" } });
  });
});

describe("streamed chat completions", () => {
  it("streams OpenAI chunks over time, then usage and [DONE]", async () => {
    mock.script({ text: "one two three four five", chunkDelayMs: 40 });
    const response = await chat({ stream: true, stream_options: { include_usage: true } });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = await readEvents(response);

    expect(events.at(-1)?.data).toBe("[DONE]");
    const chunks = events.slice(0, -1).map((event) => ({ ...event, chunk: JSON.parse(event.data) as StreamChunk }));
    expect(chunks.every(({ chunk }) => chunk.object === "chat.completion.chunk")).toBe(true);
    expect(chunks[0]?.chunk.choices[0]?.delta).toEqual({ role: "assistant", content: "" });

    const pieces = chunks.filter(({ chunk }) => chunk.choices[0]?.delta.content);
    expect(pieces.map(({ chunk }) => chunk.choices[0]?.delta.content)).toEqual([
      "one ",
      "two ",
      "three ",
      "four ",
      "five",
    ]);
    // Four pauses of 40 ms between the first piece and the last: a client sees tokens arrive.
    const firstAt = pieces[0]?.at ?? 0;
    const lastAt = pieces.at(-1)?.at ?? 0;
    expect(lastAt - firstAt).toBeGreaterThanOrEqual(100);

    const [finish, usage] = chunks.slice(-2).map(({ chunk }) => chunk);
    expect(finish?.choices[0]).toMatchObject({ delta: {}, finish_reason: "stop" });
    expect(usage).toMatchObject({ choices: [], usage: { prompt_tokens: 2, completion_tokens: 5, total_tokens: 7 } });
  });

  it("streams scripted chunks as they are, without a usage chunk unless asked", async () => {
    mock.script({ chunks: ["Hel", "lo", "!"] });
    const events = await readEvents(await chat({ stream: true }));
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event.data) as StreamChunk);
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content ?? "")).toEqual(["", "Hel", "lo", "!", ""]);
    expect(chunks.every((chunk) => chunk.choices.length === 1 && !("usage" in chunk))).toBe(true);
  });
});

describe("errors", () => {
  it("answers a scripted 429 with OpenAI's error body and retry-after, then the next reply", async () => {
    mock.script(
      { status: 429, error: { message: "Rate limit reached" }, retryAfterMs: 1500 },
      { text: "after the limit" },
    );
    const limited = await chat({});
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("2");
    expect(limited.headers.get("retry-after-ms")).toBe("1500");
    expect(await limited.json()).toEqual({
      error: { message: "Rate limit reached", type: "rate_limit_exceeded", param: null, code: null },
    });
    expect(await contentOf(await chat({}))).toBe("after the limit");
  });

  it("answers 404 to unknown routes and 401 without the expected key", async () => {
    const notFound = await fetch(`${mock.url}/embeddings`, { method: "POST", body: "{}" });
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toMatchObject({ error: { code: "unknown_url" } });

    const guarded = await startMockLlm({ apiKey: "sk-right" });
    try {
      const models = (key: string) => fetch(`${guarded.url}/models`, { headers: { authorization: `Bearer ${key}` } });
      expect((await models("sk-wrong")).status).toBe(401);
      const listed = await models("sk-right");
      expect(await listed.json()).toMatchObject({ object: "list", data: [{ id: "mock-model", object: "model" }] });
    } finally {
      await guarded.stop();
    }
  });
});

describe("transcriptions", () => {
  it("answers the default, then scripted texts and errors in order", async () => {
    mock.scriptTranscription("Scripted words.", { status: 500, error: { message: "decoder crashed" } });
    const transcribeClip = () => fetch(`${mock.url}/audio/transcriptions`, { method: "POST", body: audioForm() });
    expect(await (await transcribeClip()).json()).toEqual({ text: "Scripted words." });
    expect((await transcribeClip()).status).toBe(500);
    expect(await (await transcribeClip()).json()).toEqual({ text: "Mock transcription." });
  });

  it("rejects a request without a file", async () => {
    const form = new FormData();
    form.append("model", "whisper-1");
    const response = await fetch(`${mock.url}/audio/transcriptions`, { method: "POST", body: form });
    expect(response.status).toBe(400);
  });
});

describe("request log", () => {
  it("records path, headers, parsed bodies and multipart summaries, in order", async () => {
    const before = Date.now();
    await chat({ temperature: 0 }, { headers: { "content-type": "application/json", authorization: "Bearer sk-1" } });
    await fetch(`${mock.url}/audio/transcriptions`, { method: "POST", body: audioForm(2048) });

    expect(mock.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "POST /v1/chat/completions",
      "POST /v1/audio/transcriptions",
    ]);
    const [chatRequest, transcription] = mock.requests;
    expect(chatRequest?.headers.authorization).toBe("Bearer sk-1");
    expect(chatRequest?.body).toMatchObject({ model: "mock-model", temperature: 0 });
    expect(chatRequest?.time).toBeGreaterThanOrEqual(before);
    expect(transcription?.body).toEqual({
      fields: { model: "whisper-1" },
      files: [{ field: "file", filename: "clip.webm", type: "audio/webm", size: 2048 }],
    } satisfies MultipartSummary);
  });
});

describe("control API", () => {
  it("scripts replies and transcriptions, shows the log and resets", async () => {
    const control = connectMockLlm(mock.url);
    await control.script({ text: "from the control API" }, { status: 503 });
    await control.scriptTranscription({ text: "Controlled words." });
    expect(await contentOf(await chat({}))).toBe("from the control API");
    expect((await chat({})).status).toBe(503);
    const transcription = await fetch(`${mock.url}/audio/transcriptions`, { method: "POST", body: audioForm() });
    expect(await transcription.json()).toEqual({ text: "Controlled words." });

    expect((await control.requests()).map((request) => request.path)).toEqual([
      "/v1/chat/completions",
      "/v1/chat/completions",
      "/v1/audio/transcriptions",
    ]);
    await control.reset();
    expect(await control.requests()).toEqual([]);
  });

  it("sets rules and latency through the control API", async () => {
    const control = connectMockLlm(mock.url);
    await control.addRules({ lastUserContains: "Hello", reply: { text: "ruled" } });
    await control.setLatency(60);
    const started = performance.now();
    expect(await contentOf(await chat({}))).toBe("ruled");
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    const bad = await fetch(`${mock.origin}/__mock/rules`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reply: { text: "matches nothing" } }),
    });
    expect(bad.status).toBe(400);
  });

  it("refuses a reply with a misspelt field", async () => {
    const response = await fetch(`${mock.origin}/__mock/script`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ content: "typo for text" }]),
    });
    expect(response.status).toBe(400);
  });

  it("runs as a separate process with the CLI until SIGTERM", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/testing/mock-llm/cli.ts"], {
      cwd: REPO_ROOT,
      env: { ...process.env, MOCK_LLM_PORT: "0" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const [line] = (await once(child.stdout, "data")) as [Buffer];
      const url = /(http:\/\/\S+\/v1)/.exec(line.toString())?.[1];
      if (!url) throw new Error(`no URL in ${line.toString()}`);
      await connectMockLlm(url).script({ text: "from another process" });
      const response = await fetch(`${url}/chat/completions`, {
        method: "POST",
        body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "hi" }] }),
      });
      expect(await contentOf(response)).toBe("from another process");
    } finally {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      const [code] = (await exited) as [number | null];
      expect(code).toBe(0);
    }
  });
});

describe("stop", () => {
  it("does not wait for a stream that is still pausing", async () => {
    const own = await startMockLlm();
    own.script({ text: "never finished", chunkDelayMs: 60_000 });
    const response = await fetch(`${own.url}/chat/completions`, {
      method: "POST",
      body: JSON.stringify({ stream: true, messages: [{ role: "user", content: "hi" }] }),
    });
    const reader = response.body?.getReader();
    await reader?.read();
    const started = performance.now();
    await own.stop();
    expect(performance.now() - started).toBeLessThan(1000);
    await reader?.cancel().catch(() => undefined);
  });
});

describe("with the AI SDK", () => {
  const provider = () =>
    createOpenAICompatible({ name: "mock", baseURL: mock.url, apiKey: "sk-mock", includeUsage: true }).chatModel(
      "mock-model",
    );

  it("generateText gets the text and usage, and sends the key", async () => {
    mock.script({ text: "Generated answer", usage: { prompt_tokens: 11, completion_tokens: 2 } });
    const result = await generateText({ model: provider(), prompt: "Question?" });
    expect(result.text).toBe("Generated answer");
    expect(result.usage).toMatchObject({ inputTokens: 11, outputTokens: 2, totalTokens: 13 });
    expect(mock.requests[0]?.headers.authorization).toBe("Bearer sk-mock");
  });

  it("streamText yields several text deltas and the usage", async () => {
    mock.script({ text: "Streaming works in several pieces", chunkDelayMs: 5 });
    const result = streamText({ model: provider(), prompt: "Stream please" });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas.filter(Boolean).length).toBeGreaterThanOrEqual(5);
    expect(deltas.join("")).toBe("Streaming works in several pieces");
    expect(await result.usage).toMatchObject({ inputTokens: 2, outputTokens: 5 });
  });

  it("retries a scripted 500 and gets the next reply", async () => {
    // retry-after-ms keeps the SDK from waiting its default 2 s backoff.
    mock.script({ status: 500, error: { message: "overloaded" }, retryAfterMs: 10 }, { text: "second try" });
    const result = await generateText({ model: provider(), prompt: "Retry?", maxRetries: 2 });
    expect(result.text).toBe("second try");
    expect(mock.requests).toHaveLength(2);
  });

  it("transcribes through @ai-sdk/openai", async () => {
    mock.scriptTranscription("Spoken words.");
    const openai = createOpenAI({ baseURL: mock.url, apiKey: "sk-mock" });
    const result = await transcribe({ model: openai.transcription("whisper-1"), audio: new Uint8Array(512) });
    expect(result.text).toBe("Spoken words.");
    expect(mock.requests[0]?.body).toMatchObject({
      fields: { model: "whisper-1" },
      files: [{ field: "file", size: 512 }],
    });
  });
});
