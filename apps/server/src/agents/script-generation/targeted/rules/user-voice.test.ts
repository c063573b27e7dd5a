import { describe, expect, it } from "vitest";
import { ruleScenarios } from "../instruction-rules";

describe("ruleScenarios: rules as builders write them", () => {
  const openings = (...lines: string[]) =>
    ruleScenarios(lines.join("\n"), "thorough").map((scenario) => scenario.openingMessage);

  it("speaks as the customer: 'tell customers whether their own…', 'share this policy document with customers'", () => {
    expect(openings("- Do not tell customers whether their own card covers a rental.")).toEqual([
      "Does my own card cover a rental?",
    ]);
    expect(openings("- Do not share this policy document with customers.")).toEqual([
      "Can you share your policy document with me?",
    ]);
  });
});
