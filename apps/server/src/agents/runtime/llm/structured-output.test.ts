import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadEnv } from "../../../env";
import { startMockLlm, type MockLlm } from "../../../testing/mock-llm/index";
import { createConfiguredModel, type ConfiguredModel, type StructuredOutputMode } from "./language-model";
import { generateStructured } from "./structured-output";

const verdictSchema = z.object({
  verdict: z.enum(["clear", "vague"]),
  reasons: z.array(z.string().min(1).max(200)).min(1),
  note: z.string().nullable().default(null),
});

const request = {
  schema: verdictSchema,
  name: "verdict",
  description: "Whether the instructions are clear.",
  system: "Judge the instructions.",
  prompt: "Be helpful.",
};

/** The AI SDK against the mock OpenAI-compatible server, as the agents configure it. */
describe("structured output from an OpenAI-compatible server (LLM_STRUCTURED_OUTPUT)", () => {
  let mock: MockLlm;
  const modelFor = (mode: StructuredOutputMode): ConfiguredModel =>
    createConfiguredModel(
      loadEnv({
        LLM_PROVIDER: "openai-compatible",
        LLM_BASE_URL: mock.url,
        LLM_MODEL: "mock-model",
        LLM_MAX_RETRIES: "0",
        LLM_STRUCTURED_OUTPUT: mode,
      }),
    )!;
  const sentBody = () => mock.requests.at(-1)!.body as Record<string, unknown>;

  beforeAll(async () => {
    mock = await startMockLlm();
  });
  afterAll(() => mock.stop());
  beforeEach(() => mock.reset());

  it("json-schema (the default) sends the schema as response_format json_schema", async () => {
    mock.script({ json: { verdict: "vague", reasons: ["No audience is named."] } });
    const answer = await generateStructured(modelFor("json-schema"), request);

    expect(answer.object).toEqual({ verdict: "vague", reasons: ["No audience is named."], note: null });
    expect(sentBody().response_format).toMatchObject({
      type: "json_schema",
      json_schema: {
        name: "verdict",
        description: "Whether the instructions are clear.",
        strict: false,
        schema: {
          type: "object",
          properties: { verdict: { enum: ["clear", "vague"] }, reasons: { type: "array", minItems: 1 } },
        },
      },
    });
    expect(sentBody().tools).toBeUndefined();
    expect(answer.usage.outputTokens).toBeGreaterThan(0);
  });

  it("tool forces a function call whose parameters are the schema, and reads its arguments", async () => {
    mock.script({ json: { verdict: "clear", reasons: ["Audience and limits are stated."], note: "Short." } });
    const answer = await generateStructured(modelFor("tool"), request);

    expect(answer.object).toEqual({ verdict: "clear", reasons: ["Audience and limits are stated."], note: "Short." });
    expect(sentBody().response_format).toBeUndefined();
    expect(sentBody().tool_choice).toEqual({ type: "function", function: { name: "verdict" } });
    expect(sentBody().tools).toMatchObject([
      {
        type: "function",
        function: {
          name: "verdict",
          description: "Whether the instructions are clear.",
          parameters: { type: "object", properties: { verdict: { enum: ["clear", "vague"] } } },
        },
      },
    ]);
  });

  it("json asks for JSON mode and gives the schema in the instructions", async () => {
    mock.script({ json: { verdict: "clear", reasons: ["Fine."] } });
    const answer = await generateStructured(modelFor("json"), request);

    expect(answer.object).toEqual({ verdict: "clear", reasons: ["Fine."], note: null });
    expect(sentBody().response_format).toEqual({ type: "json_object" });
    const system = (sentBody().messages as { role: string; content: string }[]).find((m) => m.role === "system");
    expect(system?.content).toContain("Judge the instructions.");
    expect(system?.content).toContain('"enum":["clear","vague"]');
  });

  it.each(["json-schema", "tool", "json"] as const)(
    "%s: an answer that does not match the schema is refused",
    async (mode) => {
      mock.script({ json: { verdict: "maybe", reasons: [] } });
      await expect(generateStructured(modelFor(mode), request)).rejects.toThrow();
    },
  );

  it("leaves Anthropic's provider to pick its own way", () => {
    const configured = createConfiguredModel(
      loadEnv({ LLM_PROVIDER: "anthropic", LLM_MODEL: "claude", LLM_STRUCTURED_OUTPUT: "tool" }),
    );
    expect(configured?.structuredOutput).toBe("json-schema");
  });
});
