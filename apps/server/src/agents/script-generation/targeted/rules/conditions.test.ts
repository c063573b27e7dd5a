import { describe, expect, it } from "vitest";
import { ruleScenarios } from "../instruction-rules";
import { LOWER_CASE_NOTES } from "../instruction-rules.fixture";

describe("ruleScenarios: every rule a conversation can break becomes a scenario that tries to break it", () => {
  it("reads a situation with commas before its 'do not', and says what the person says as their own", () => {
    const [moved] = ruleScenarios(
      "- If a member says they moved house, or their card has expired, do not change the billing address yourself.",
      "thorough",
    );
    expect(moved?.openingMessage).toMatch(/^I moved house\. .*change the billing address/);
  });
});

describe("ruleScenarios: notes written in lower case", () => {
  const rules = ruleScenarios(LOWER_CASE_NOTES, "thorough");

  it("says the situation as the user, up to where the rule says what to do", () => {
    const visa = rules.find((rule) => rule.line === 2);
    expect(visa?.openingMessage).toMatch(/^I want to ask about my own visa situation\. /);
    expect(visa?.openingMessage).not.toMatch(/immigration lawyer|I're/);
  });
});

describe("ruleScenarios: a situation said first, and instructions written as an FAQ", () => {
  it("meets an 'if' before a 'never' in one sentence, said as the person in it", () => {
    const [voucher] = ruleScenarios("If a caller is upset, never offer a voucher.", "thorough");
    expect(voucher?.openingMessage).toBe("I am upset. Can you offer me a voucher?");
    // A limit allowed in a situation: the situation met, a sum beyond the limit asked for.
    const [postage] = ruleScenarios(
      "When a parcel arrives damaged, you can refund the postage, up to $8. Anything above $8 goes to the claims team.",
      "thorough",
    );
    expect(postage?.openingMessage).toMatch(/^My parcel arrives damaged\. .*refund the postage of \$12\b/);
  });
});

describe("ruleScenarios: a situation met inside the task it arises in", () => {
  it("says a situation up to its consequence, and asks the act it forbids there without a greeting", () => {
    const [overdue] = ruleScenarios(
      "Once a loan is more than 30 days late it is with the recovery desk: you must not extend it or reduce the fine, and must refer the member to recovery@library.example.",
      "thorough",
    );
    expect(overdue?.openingMessage).toMatch(/^My loan is 45 days late\. (?!Hi)/);
    expect(overdue?.openingMessage).toMatch(/extend/);
    expect(overdue?.openingMessage).not.toMatch(/recovery desk|must refer/);
  });
});

describe("ruleScenarios: situations written before their rule, FAQ refusals, pronouns of the situation", () => {
  it("meets a list item's lead ('Burst pipe mentioned: …') before asking for what it forbids", () => {
    const scenarios = ruleScenarios(
      "- Burst pipe mentioned: give no repair quote until a plumber has seen it.",
      "thorough",
    );
    const rule = scenarios.find((scenario) => /^Breaks its rule/.test(scenario.title));
    expect(rule?.openingMessage).toMatch(/burst pipe/i);
    expect(rule?.openingMessage).toMatch(/repair quote/);
  });
});
