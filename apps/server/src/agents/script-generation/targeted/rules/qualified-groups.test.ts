import { describe, expect, it } from "vitest";
import { ruleScenarios } from "../instruction-rules";

describe("ruleScenarios: rules as builders outside any house style write them", () => {
  const opening = (instructions: string, line: number) =>
    ruleScenarios(instructions, "thorough").find((scenario) => scenario.line === line)?.openingMessage ?? "";

  it("asks for a group's act as one of the group, for themselves", () => {
    const text = [
      "Consultations are free.",
      "Self-employed applicants with less than two years of accounts are booked with Dana only, never in the general diary.",
    ].join("\n");
    expect(opening(text, 2)).toMatch(/^I'm self-employed, with 1 year of accounts\..*book me in the general diary/);
  });
});
