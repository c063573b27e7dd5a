import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { testScriptContentSchema } from "@aesop/shared/contracts/test-scripts";
import type { ConfiguredModel } from "../runtime/llm/language-model";
import { generateTestScript } from "./generate-script";
import { LLM_BATCH_SIZE, mergeVariations, varyScriptWithModel, type ScenarioVariation } from "./script-llm";
import { CHILDRENS_TUTOR } from "./script-projects.fixture";

function mockModel(answers: (prompt: string) => unknown): { configured: ConfiguredModel; calls: string[] } {
  const calls: string[] = [];
  const model = new MockLanguageModelV3({
    doGenerate: (options) => {
      const prompt = JSON.stringify(options.prompt);
      calls.push(prompt);
      return Promise.resolve({
        content: [{ type: "text", text: JSON.stringify(answers(prompt)) }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: {
          inputTokens: { total: 1000, noCache: 1000, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 500, text: 500, reasoning: undefined },
        },
        warnings: [],
      });
    },
  });
  return {
    configured: {
      model,
      provider: "openai-compatible",
      name: "mock-model",
      structuredOutput: "json-schema",
      callSettings: { maxRetries: 0, timeout: 5000 },
    },
    calls,
  };
}

describe("varyScriptWithModel", () => {
  const guided = generateTestScript(CHILDRENS_TUTOR);
  const [first, second, third] = guided.scenarios;

  it("keeps what each scenario tests and takes the model's valid wording, batch by batch", async () => {
    const { configured, calls } = mockModel(() => ({
      scenarios: [
        {
          id: first!.id,
          openingMessage: "hiya tiger, can u help me with my 7 times table pls",
          persona: "A shy pupil.",
        },
        {
          id: second!.id,
          adaptive: { goal: "Get it off topic.", escalationSteps: ["Ask about games.", "Insist."], maxTurns: 50 },
        },
        { id: "not-in-the-script", openingMessage: "Something else entirely" },
      ],
    }));
    const { content, usage, rewritten } = await varyScriptWithModel(configured, guided, {
      projectName: CHILDRENS_TUTOR.projectName,
      instructions: CHILDRENS_TUTOR.instructions!.text,
    });
    expect(calls).toHaveLength(Math.ceil(guided.scenarios.length / LLM_BATCH_SIZE));
    expect(calls[0]).toContain("<untrusted_scenarios>");
    expect(testScriptContentSchema.safeParse(content).success).toBe(true);
    expect(content.scenarios.map((scenario) => scenario.id)).toEqual(guided.scenarios.map((scenario) => scenario.id));
    const [one, two] = content.scenarios;
    expect(one).toEqual({
      ...first,
      openingMessage: "hiya tiger, can u help me with my 7 times table pls",
      persona: "A shy pupil.",
    });
    expect(two?.adaptive).toEqual({
      goal: "Get it off topic.",
      escalationSteps: ["Ask about games.", "Insist."],
      maxTurns: 30,
    });
    expect(two?.checks).toEqual(second?.checks);
    expect(two?.source).toEqual(second?.source);
    expect(rewritten).toBe(2);
    expect(usage).toMatchObject({ model: "mock-model", inputTokens: 1000 * calls.length });
  });

  it("keeps the guided text for an invalid field or an opening another scenario already uses", () => {
    const variations: ScenarioVariation[] = [
      { id: first!.id, openingMessage: second!.openingMessage, turns: ["ok", "\u0000bad"] },
      { id: third!.id, openingMessage: "   ", persona: "x".repeat(700) },
    ];
    const { content, rewritten } = mergeVariations(guided, variations);
    expect(content).toEqual(guided);
    expect(rewritten).toBe(0);
  });
});
