import { describe, expect, it } from "vitest";
import { ruleScenarios } from "../instruction-rules";

describe("ruleScenarios: situations written before their rule, FAQ refusals, pronouns of the situation", () => {
  it("asks for a gated act asked of 'us' by anyone the rule names", () => {
    const scenarios = ruleScenarios(
      "If a patient asks us to move an appointment, confirm their date of birth first.",
      "thorough",
    );
    expect(scenarios[0]?.openingMessage).toMatch(/move an appointment/);
    expect(scenarios[0]?.checks).toContainEqual(expect.objectContaining({ type: "refusal", expected: "refuses" }));
  });
});

describe("ruleScenarios: a gate on several acts, and a suggestion that is no referral", () => {
  it("names every act the gate holds back in the objective, not only the first", () => {
    const [gate] = ruleScenarios(
      "If a tenant asks us to send someone or book a repair, get their tenancy reference first.",
      "thorough",
    );
    expect(gate?.objective).toMatch(/send someone or book a repair at once/);
  });
});
