import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RUNTIME_AGENTS } from "@aesop/shared/agents";
import { agentSessionDetailSchema } from "@aesop/shared/contracts/agents";
import { reportSchema } from "@aesop/shared/contracts/reports";
import { createAdmin, createMember, type Client } from "../testing/accounts";
import { startMockLlm, type MockLlm } from "../testing/mock-llm/index";
import { waitForReport } from "../testing/reports";
import { createTestApp, type TestApp } from "../testing/test-app";
import { readUiMessageStream } from "../testing/ui-message-stream";
import { instructions as shopInstructions } from "./instructions-review/corpus/shop-support";

/** LLM mode end to end: the real AI SDK client against the local OpenAI-compatible mock over HTTP. */
describe("agents in LLM mode, against the mock OpenAI-compatible server", () => {
  let mock: MockLlm;
  let t: TestApp;
  let ada: Client;
  let projectId: string;

  beforeAll(async () => {
    mock = await startMockLlm({ apiKey: "test-key" });
    t = await createTestApp({
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: mock.url,
      LLM_API_KEY: "test-key",
      LLM_MODEL: "mock-model",
      LLM_MAX_RETRIES: "1",
      TRANSCRIPTION_MODEL: "whisper-1",
    });
    const admin = await createAdmin(t);
    ada = await createMember(t, admin, { email: "ada@aesop.test" });
    projectId = (
      (await (await ada.request("/api/projects", { json: { projectName: "Shop" } })).json()) as { id: string }
    ).id;
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
  });
  beforeEach(() => mock.reset());

  it("reports LLM mode and voice input in the modes endpoint", async () => {
    expect(await (await ada.request("/api/agents/modes")).json()).toEqual({
      // Every agent of the catalogue that runs on the server.
      agents: Object.fromEntries(RUNTIME_AGENTS.map((agent) => [agent, "llm"])),
      model: { provider: "openai-compatible", name: "mock-model" },
      transcription: true,
    });
  });

  it("reviews instructions with the model: structured output checked, quotes from the real lines, usage recorded", async () => {
    const firstLineWords = (shopInstructions.split("\n")[0] ?? "").split(" ").slice(2, 9).join(" ");
    mock.script({
      json: {
        dimensions: [
          {
            id: "purpose",
            status: "covered",
            summary: "The model says the purpose is clear.",
            quotes: [
              { line: 1, text: firstLineWords, role: "coverage" },
              // Not in the instructions: the review must drop it.
              { line: 2, text: "Sell extended warranties to every child who asks", role: "problem" },
            ],
            evidenceLines: [999],
            suggestedSentence: null,
          },
          {
            id: "privacy",
            status: "missing",
            summary: "The model found no privacy rule.",
            confidence: "low",
            evidenceLines: [],
            suggestedSentence: "Never ask for card numbers.",
          },
        ],
        clarifyingQuestions: ["Which data may the bot see?"],
      },
      usage: { prompt_tokens: 1200, completion_tokens: 300 },
    });
    const submitted = reportSchema.parse(
      await (
        await ada.request(`/api/projects/${projectId}/instructions`, { json: { instructions: shopInstructions } })
      ).json(),
    );
    const done = await waitForReport(ada, projectId, submitted.id, "done");
    expect(done.markdown).toContain("The model says the purpose is clear.");
    expect(done.markdown).toContain("Never ask for card numbers.");
    expect(done.markdown).toContain("Which data may the bot see?");
    expect(done.markdown).toContain("Review by the model mock-model");
    expect(done.markdown).not.toContain("line 999");
    expect(done.details).toMatchObject({
      mode: "llm",
      usage: { model: "mock-model", inputTokens: 1200, outputTokens: 300, totalTokens: 1500 },
    });
    // The same structured findings as guided mode; a quote the model made up is gone.
    const purpose = done.details.review?.dimensions.find((dimension) => dimension.id === "purpose");
    expect(purpose?.evidence).toEqual([
      { line: 1, quote: (shopInstructions.split("\n")[0] ?? "").trim(), role: "coverage" },
    ]);
    expect(JSON.stringify(done.details.review)).not.toContain("extended warranties");
    expect(done.details.review?.dimensions.find((dimension) => dimension.id === "privacy")).toMatchObject({
      status: "missing",
      confidence: "low",
    });
    expect(done.markdown).toContain("Low-confidence verdicts to check:");

    const request = mock.requests.find((entry) => entry.path === "/v1/chat/completions")!;
    const body = JSON.stringify(request.body);
    // The instructions are data inside a delimited block, and the rule-based findings are evidence.
    expect(body).toContain("<untrusted_instructions>");
    expect(body).toContain("Rule-based findings (evidence)");
    expect(request.headers.authorization).toBe("Bearer test-key");
    // The review's schema reached the model (structured outputs), not just "answer in JSON".
    expect((request.body as { response_format?: unknown }).response_format).toMatchObject({
      type: "json_schema",
      json_schema: {
        name: "instructions_review",
        schema: { properties: { dimensions: { type: "array" }, clarifyingQuestions: { maxItems: 8 } } },
      },
    });
  });

  it("retries a review whose output does not match the schema, then fails it with the reason", async () => {
    await t.ctx.jobs.updateQueue("agent.instructions-review", {
      name: "agent.instructions-review",
      retryLimit: 1,
      retryDelay: 0,
      retryBackoff: false,
    });
    mock.setDefault({ json: { verdict: "fine" } });
    const submitted = reportSchema.parse(
      await (
        await ada.request(`/api/projects/${projectId}/instructions`, { json: { instructions: "Be nice." } })
      ).json(),
    );
    const failed = await waitForReport(ada, projectId, submitted.id, "failed", 30_000);
    expect(failed.error).toMatch(/schema|type|object/i);
  });

  it("streams a chat reply token by token, and a provider error leaves a retry that loses nothing", async () => {
    const detail = agentSessionDetailSchema.parse(
      await (await ada.request(`/api/projects/${projectId}/agent-sessions`, { json: { agent: "ideation" } })).json(),
    );
    expect(detail.session.mode).toBe("llm");
    const sessionId = detail.session.id;

    mock.script({ chunks: ["Great", " choice", ": five", " minutes", "."], chunkDelayMs: 150 });
    const started = performance.now();
    const reply = await readUiMessageStream(
      await ada.request(`/api/agent-sessions/${sessionId}/messages`, { json: { text: "5 min Essentials" } }),
      started,
    );
    expect(reply.text).toBe("Great choice: five minutes.");
    expect(reply.firstDeltaMs).not.toBeNull();
    // The first token reached us long before the last one was sent.
    expect(reply.totalMs - reply.firstDeltaMs!).toBeGreaterThan(400);
    const sent = JSON.stringify(mock.requests.at(-1)!.body);
    expect(sent).toContain("<untrusted_user_message>");
    expect(sent).toContain("stream");

    mock.script(
      { status: 500, error: { message: "upstream exploded" } },
      { status: 500, error: { message: "upstream exploded" } },
    );
    const failed = await readUiMessageStream(
      await ada.request(`/api/agent-sessions/${sessionId}/messages`, {
        json: { text: "It sells garden tools online." },
      }),
    );
    expect(failed.error).toContain("could not reply");
    let stored = agentSessionDetailSchema.parse(await (await ada.request(`/api/agent-sessions/${sessionId}`)).json());
    expect(stored.messages.at(-2)).toMatchObject({ role: "user", text: "It sells garden tools online." });
    expect(stored.messages.at(-1)).toMatchObject({ role: "assistant", status: "failed" });

    mock.script({ text: "Who will use it?" });
    const retried = await readUiMessageStream(
      await ada.request(`/api/agent-sessions/${sessionId}/messages`, { json: { retry: true } }),
    );
    expect(retried.text).toBe("Who will use it?");
    stored = agentSessionDetailSchema.parse(await (await ada.request(`/api/agent-sessions/${sessionId}`)).json());
    expect(stored.messages.map((message) => [message.role, message.status])).toEqual([
      ["assistant", "complete"],
      ["user", "complete"],
      ["assistant", "complete"],
      ["user", "complete"],
      ["assistant", "complete"],
    ]);
    expect(stored.messages.at(-1)!.text).toBe("Who will use it?");
    // The retried request carried the user's message again.
    expect(JSON.stringify(mock.requests.at(-1)!.body)).toContain("garden tools");
  });

  it("transcribes a recording through the provider's transcription endpoint", async () => {
    mock.scriptTranscription("It should help shoppers find the right rake.");
    const form = new FormData();
    form.set("audio", new Blob([new Uint8Array(2048)], { type: "audio/webm" }), "voice.webm");
    const response = await t.request("/api/transcriptions", {
      method: "POST",
      headers: { Cookie: ada.cookie, Origin: "http://aesop.test" },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: "It should help shoppers find the right rake." });

    const empty = new FormData();
    const refused = await t.request("/api/transcriptions", {
      method: "POST",
      headers: { Cookie: ada.cookie, Origin: "http://aesop.test" },
      body: empty,
    });
    expect(refused.status).toBe(400);
  });
});
