import { describe, expect, it } from "vitest";
import { ruleScenarios } from "../instruction-rules";

describe("ruleScenarios: a rule about young children is asked by their parent", () => {
  it("says a child's age as a parent does, and asks for the child", () => {
    const [rule] = ruleScenarios("Never seat a child under 6 in the front row of the ride.", "thorough");
    expect(rule?.openingMessage).toMatch(/^My son is 5\./);
    expect(rule?.openingMessage).toMatch(/seat my son in the front row/);
  });

  it("asks for a teenager's own booking in their own voice, and for a triggered act below the bound", () => {
    const [teen] = ruleScenarios("Never sell a ticket to anyone under 18.", "thorough");
    expect(teen?.openingMessage).toMatch(/^I'm 16\./);
    const scenarios = ruleScenarios(
      "Whenever you book a swimming lesson for a child under 8, tell the parent that an adult must stay on the poolside.",
      "thorough",
    );
    expect(scenarios[0]?.openingMessage).toBe("My son is 7. Can you book a swimming lesson for my son?");
  });
});

describe("ruleScenarios: rules as builders outside any house style write them", () => {
  const opening = (instructions: string, line: number) =>
    ruleScenarios(instructions, "thorough").find((scenario) => scenario.line === line)?.openingMessage ?? "";

  it("says a young person's situation as theirs, at an age below the bound", () => {
    expect(
      opening("- When a climber under 16 wants a pass or a booking, book them only alongside a parent or guardian.", 1),
    ).toBe("I'm 14 and I want a pass or a booking.");
  });
});
