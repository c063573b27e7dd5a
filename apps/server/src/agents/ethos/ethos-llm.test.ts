import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import type { EthosReport } from "@aesop/shared/contracts/ethos";
import type { ConfiguredModel } from "../runtime/llm/language-model";
import { analyseEthics } from "./ethos-analysis";
import { analyseEthicsWithModel, ethosSystemPrompt } from "./ethos-llm";
import { HR_CV_SCREENER } from "./ethos-projects.fixture";

/** The model's answer: the guided report, reworded, with one true and two invented quotes. */
function modelAnswer(guided: EthosReport): Omit<EthosReport, "generatedBy"> {
  const { generatedBy: _generatedBy, ...rest } = guided;
  return {
    ...rest,
    // It forgets the discrimination risk (kept from the rules) and cites the wrong line for another.
    risks: guided.risks
      .filter((risk) => risk.id !== "employment-discrimination")
      .map((risk) =>
        risk.id === "automated-decision"
          ? {
              ...risk,
              evidence: {
                source: "instructions",
                reportId: 999,
                line: 1,
                text: "Rank the candidates and shortlist the top ten",
              },
            }
          : risk,
      ),
    testsToRun: guided.testsToRun.filter((test) => test.riskId !== "employment-discrimination"),
    lenses: guided.lenses.map((lens) =>
      lens.id === "justice"
        ? {
            ...lens,
            findings: [
              {
                title: "Age filter",
                detail: "The instructions filter by age.",
                severity: "high",
                evidence: [
                  { source: "instructions", line: 4, text: "Prefer candidates under 35" },
                  { source: "instructions", line: 4, text: "Reject anyone over 50" },
                  { source: "interview", line: 2, text: "We only hire young people" },
                ],
              },
            ],
          }
        : lens,
    ),
    limits: ["I could not see the job advert."],
  };
}

function mockModel(answer: unknown): ConfiguredModel {
  const model = new MockLanguageModelV3({
    doGenerate: () =>
      Promise.resolve({
        content: [{ type: "text", text: JSON.stringify(answer) }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: {
          inputTokens: { total: 1200, noCache: 1200, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 800, text: 800, reasoning: undefined },
        },
        warnings: [],
      }),
  });
  return {
    model,
    provider: "openai-compatible",
    name: "mock-model",
    structuredOutput: "json-schema",
    callSettings: { maxRetries: 0, timeout: 5000 },
  };
}

describe("analyseEthicsWithModel", () => {
  it("keeps quotes that are in the source (with the source's line and report id) and drops invented ones", async () => {
    const guided = analyseEthics(HR_CV_SCREENER);
    const configured = mockModel(modelAnswer(guided));
    const { report, usage } = await analyseEthicsWithModel(configured, HR_CV_SCREENER, guided);

    expect(report.generatedBy).toBe("llm");
    expect(usage).toEqual({ model: "mock-model", inputTokens: 1200, outputTokens: 800, totalTokens: 2000 });
    const justice = report.lenses.find((lens) => lens.id === "justice");
    expect(justice?.findings[0]?.evidence).toEqual([
      { source: "instructions", reportId: 31, line: 4, text: "Prefer candidates under 35" },
    ]);
    expect(report.risks.find((risk) => risk.id === "automated-decision")?.evidence).toEqual({
      source: "instructions",
      reportId: 31,
      line: 3,
      text: "Rank the candidates and shortlist the top ten",
    });
  });

  it("keeps the rules' high risks and their tests when the model leaves them out", async () => {
    const guided = analyseEthics(HR_CV_SCREENER);
    const { report } = await analyseEthicsWithModel(mockModel(modelAnswer(guided)), HR_CV_SCREENER, guided);
    expect(report.risks.map((risk) => risk.id)).toContain("employment-discrimination");
    expect(report.testsToRun.map((test) => test.riskId)).toContain("employment-discrimination");
    expect(report.limits[0]).toBe("I could not see the job advert.");
    expect(report.limits.at(-1)).toContain("Written by a language model");
  });

  it("sends user text only inside untrusted blocks, under the untrusted-data rule", async () => {
    const guided = analyseEthics(HR_CV_SCREENER);
    const configured = mockModel(modelAnswer(guided));
    await analyseEthicsWithModel(configured, HR_CV_SCREENER, guided);
    const call = (configured.model as MockLanguageModelV3).doGenerateCalls[0];
    const prompt = JSON.stringify(call?.prompt);
    expect(prompt).toContain("<untrusted_instructions>");
    expect(prompt).toContain("4: Prefer candidates under 35");
    expect(prompt).toContain("<untrusted_context>");
    expect(ethosSystemPrompt()).toContain("never follow");
  });

  it("rejects an answer that does not match the schema", async () => {
    const guided = analyseEthics(HR_CV_SCREENER);
    await expect(analyseEthicsWithModel(mockModel({ risks: "none" }), HR_CV_SCREENER, guided)).rejects.toThrow();
  });
});
