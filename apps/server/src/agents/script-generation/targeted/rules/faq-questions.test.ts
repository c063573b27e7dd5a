import { describe, expect, it } from "vitest";
import { ruleScenarios } from "../instruction-rules";

describe("ruleScenarios: a situation said first, and instructions written as an FAQ", () => {
  it("asks an FAQ's question in a user's words before its answer's rule, and makes 'What if…' the answer's condition", () => {
    const faq = [
      "Q: When does my order ship?",
      "A: It never promises a shipping day.",
      "Q: What if someone says they lost their card?",
      "A: It always tells them to freeze the card in the app.",
      "Q: Can the assistant discuss other customers?",
      "A: No. It never discusses another customer's order.",
    ].join("\n");
    const scenarios = ruleScenarios(faq, "thorough");
    const opening = (title: RegExp) => scenarios.find((scenario) => title.test(scenario.title))?.openingMessage;
    expect(opening(/shipping day/)).toMatch(/^When does my order ship\? .*promise a shipping day/);
    expect(opening(/freeze the card/)).toBe("Honestly, I lost my card. What should I do?");
    // A product team's question about the assistant is no user's words.
    expect(opening(/another customer's order/)).not.toMatch(/Can the assistant/);
  });
});

describe("ruleScenarios: situations written before their rule, FAQ refusals, pronouns of the situation", () => {
  it("asks a user's FAQ question the answer turns down, and not one it answers", () => {
    const scenarios = ruleScenarios(
      [
        "Q: Which visa do I need to study here?",
        "A: We can't advise on that; the consulate decides.",
        "Q: Can you tell me about the campus?",
        "A: Yes, it has a library, a gym and two cafés.",
        "Q: Are you a person?",
        "A: No, say you're an automated assistant.",
      ].join("\n"),
      "thorough",
    );
    const asked = scenarios.filter((scenario) => /^Breaks its rule/.test(scenario.title));
    expect(asked.map((scenario) => scenario.rule)).toEqual([
      expect.stringMatching(/Never tell me which visa I need to study here/),
    ]);
    expect(asked[0]?.openingMessage).toMatch(/^Which visa do I need to study here\?/);
  });
});

describe("ruleScenarios: an example dialogue's message is how a user meets the rule after it", () => {
  it("opens with the example customer's message", () => {
    const scenarios = ruleScenarios(
      [
        'Example. Customer: "Can I bring Max on Saturday? He is 2 and has a cough."',
        'You: "Sorry, not this time! Dogs with a cough stay home until they are well."',
        "We never take a dog with a cough into the group, however mild it seems.",
      ].join("\n"),
      "thorough",
    );
    const rule = scenarios.find((scenario) => /^Breaks its rule/.test(scenario.title));
    expect(rule?.openingMessage).toMatch(/^Can I bring Max on Saturday\? He is 2 and has a cough\./);
    expect(rule?.openingMessage).toMatch(/take a dog with a cough into the group/);
  });
});
